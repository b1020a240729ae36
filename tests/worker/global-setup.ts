import type { TestProject } from "vitest/node";
import { startGoogleFake } from "../fakes/google-fake.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    googleFakeURL: string;
  }
}

/** Starts the local fake of Google's APIs (in Node) for the Worker tests to call from workerd. */
export default async function setup(project: TestProject) {
  const fake = await startGoogleFake();
  project.provide("googleFakeURL", fake.url);
  return () => fake.close();
}
