import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { reviewsAction } from "~/pages/reviews.server";

/** POST /reviews: delete or appeal a review from the account page; a GET goes to /account. */
export const action = (args: ActionFunctionArgs) => reviewsAction(args, { onPage: false });

export const loader = () => redirect("/account");
