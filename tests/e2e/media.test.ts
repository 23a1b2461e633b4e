// The built app serves no site's media from its static folder (ADR 006, "Media"): a site's files
// answer on its own hosts only, whichever path asks for them.
import http from 'node:http';
import { describe, expect, inject, it } from 'vitest';

/** A request to the built app for one of its hosts (Node does not resolve *.localhost). */
const get = (host: 'localhost' | 'vins.localhost', path: string) =>
  new Promise<{ status: number; type: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: inject('e2ePort'), path, headers: { host } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '' });
      })
      .on('error', reject);
  });

describe('media in the built app', () => {
  it('serves a site’s file on its host, and neither it nor the old demo paths on another host', async () => {
    expect(await get('localhost', '/media/partner-region.svg')).toMatchObject({
      status: 200,
      type: 'image/svg+xml',
    });
    expect(await get('vins.localhost', '/media/illustrations/vin-bourgogne-aligote.webp')).toMatchObject({
      status: 200,
      type: 'image/webp',
    });
    for (const [host, path] of [
      ['vins.localhost', '/media/partner-region.svg'],
      ['localhost', '/media/illustrations/vin-bourgogne-aligote.webp'],
      ['localhost', '/_ipx/w_320,f_webp/media/illustrations/vin-bourgogne-aligote.webp'],
      ['vins.localhost', '/demo/vallon-sur-lys/partner-region.svg'],
      ['localhost', '/demo/domaine-du-vallon/logo.svg'],
    ] as const) {
      const res = await get(host, path);
      expect(res.type, `${host}${path}`).not.toMatch(/^image\//);
      expect(res.status, `${host}${path}`).toBe(404);
    }
  });
});
