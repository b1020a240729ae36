/** The only API key the local Google fake accepts. */
export const FAKE_KEY = "fake-google-key";
