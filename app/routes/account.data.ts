/** GET /account/data: everything held about the signed-in person as a JSON download. */
export { accountDataLoader as loader } from "~/pages/account.server";
