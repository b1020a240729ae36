/** GET /auth/google/callback: Google's answer; signs the user in and returns to the remembered page. */
export { googleCallbackLoader as loader } from "~/pages/auth.server";
