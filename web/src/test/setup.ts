import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { fakeServer } from './fake-socket.ts';

// No test opens a real connection: the app gets a FakeSocket, which a test drives as the server.
vi.mock('socket.io-client', async () => {
  const { fakeIo } = await import('./fake-socket.ts');
  return { io: fakeIo };
});

// Lazy routes are transformed on first import; on a busy two-core machine that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Radix's popper and the theme code use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

window.matchMedia ??= (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
});

window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// Sonner captures the pointer on a toast (to swipe it away), which jsdom cannot.
Element.prototype.setPointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  // Sonner replays the toasts still showing to the next outlet that mounts: the next test's.
  toast.dismiss();
  fakeServer.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
});
