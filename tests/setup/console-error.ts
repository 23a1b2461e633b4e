// A test that logs console.error fails (the Epic Stack's habit): an error nobody asserted is a
// bug or noise that hides the next one. A test that expects one says so with a spy, which
// `restoreMocks` removes after the test:
//   const error = vi.spyOn(console, 'error').mockImplementation(() => {});
//   … expect(error).toHaveBeenCalledWith(…);
// Installed per test file (setupFiles), so it also holds when files share a worker
// (`isolate: false`).
import { format } from 'node:util';
import { afterEach, beforeAll } from 'vitest';

let logged: string[] = [];

function takeLogged(): string[] {
  const taken = logged;
  logged = [];
  return taken;
}

function failure(where: string, messages: string[]): Error {
  const first = messages[0]!.split('\n').slice(0, 8).join('\n');
  return new Error(
    `console.error was called ${messages.length} time(s) ${where}. Assert an expected error with ` +
      `vi.spyOn(console, 'error').mockImplementation(() => {}) instead of printing it. First call:\n${first}`,
  );
}

beforeAll(() => {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
    original.apply(console, args);
  };
  // A beforeAll's cleanup runs after every afterAll of the file, so what closing the app logs
  // is caught too; a call outside a test (a hook, a late callback) fails the file.
  return () => {
    console.error = original;
    const late = takeLogged();
    if (late.length > 0) throw failure('outside a test (in a hook or after the test ended)', late);
  };
});

afterEach(() => {
  const calls = takeLogged();
  if (calls.length > 0) throw failure('during this test', calls);
});
