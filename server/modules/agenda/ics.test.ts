import { describe, expect, it } from 'vitest';
import { icsFor } from './ics.ts';

describe('icsFor', () => {
  const event = {
    uid: '12@vallon-sur-lys',
    title: 'Fête de la Saint-Jean, feu d’artifice; buvette',
    description: 'Place de la Mairie.\nEntrée libre, venez nombreux !',
    location: 'Place de la Mairie, Vallon-sur-Lys',
    url: 'http://localhost:3000/agenda/fete/12',
    start: new Date('2027-06-24T19:00:00Z'),
    end: null,
    now: new Date('2026-11-22T10:00:00Z'),
  };

  it('writes one VEVENT with UTC times, a default end two hours later, and CRLF lines', () => {
    const ics = icsFor(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20270624T190000Z\r\n');
    expect(ics).toContain('DTEND:20270624T210000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261122T100000Z\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons and new lines, and folds long lines at 75 octets', () => {
    const ics = icsFor(event);
    expect(ics).toContain('SUMMARY:Fête de la Saint-Jean\\, feu d’artifice\\; buvette');
    expect(ics).toContain('Place de la Mairie.\\nEntrée libre');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('DESCRIPTION:Place de la Mairie.\\nEntrée libre\\, venez nombreux !');
  });
});
