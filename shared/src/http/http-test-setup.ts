import { httpClient } from './axios-client';
import { createFakeApiAdapter, type FakeReplies, type FakeReply } from './fake-api-adapter';

/** Points the real axios client at a fresh fake API and returns what it records. */
export function installFakeApi(routes: Record<string, FakeReplies>, fallback?: FakeReply) {
  const fake = createFakeApiAdapter(routes, fallback);
  httpClient.defaults.adapter = fake.adapter;
  return fake;
}

/** Lets fire-and-forget work (the bitácora post) reach the adapter. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
