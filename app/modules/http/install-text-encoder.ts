// Imported first by server.ts: React's renderer builds its TextEncoder when its module is evaluated.
import { installShortAsciiTextEncoder } from "./text-encoder";

installShortAsciiTextEncoder();
