/**
 * Every change a person makes to their lists, one handler per form intent, each with its own fields. The
 * lists' one action (POST /lists, app/pages/lists.server.ts) reads the intent, checks the form against that
 * intent's fields in the page's language, and runs its handler; the handler says how it went.
 *
 * Every change is scoped by the signed-in person's id: another person's list or place id changes nothing and
 * reads as unknown, the same as a list that never existed.
 */
import { z } from "zod";
import type { Db } from "~/modules/db/db.server";
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX, LIST_PLACES_MAX, LISTS_MAX, NOTE_MAX } from "~/modules/http/limits";
import { MARKS_MAX, type NameProblem, nameProblem } from "~/modules/http/params";
import { isolate } from "~/modules/i18n/bidi";
import type { MessageKey, Translator } from "~/modules/i18n/translator";
import type { Places } from "~/modules/places/index.server";
import { PLACE_ID } from "~/modules/places/params";
import { paths } from "~/modules/urls/paths";
import { copyList, createList, deleteList, replaceShareToken, updateList } from "./list-writes.server";
import { listTitle } from "./naming";
import { movePlace, removePlace, reorderPlaces, setMemberships, setNote, transferPlace } from "./place-writes.server";
import { listIdsHolding, listsOf, ownList, visibleList } from "./reads.server";
import { SHARE_TOKEN } from "./share-token";
import { type ListSummary, VISIBILITIES, type Visibility } from "./types";

/** What a handler is given: who asks, in which language, and how to tell them and the caches. */
export interface IntentContext {
  db: Db;
  places: Places;
  userId: string;
  t: Translator;
  mobile: boolean;
  /** The place's name as the page showed it, for the messages only (nothing is looked up or stored by it). */
  placeName: string;
  /** The list a place was moved from, as the form said (its cached copies go too). */
  from: string | null;
  /** A one-time message on the next page. */
  say: (kind: "success" | "error", title: string, message: string) => Promise<void>;
  /** After a change to one of the person's lists: its cached shared copies (and the old link's) and the profile go. */
  changed: (list: ListSummary | null, oldToken?: string | null) => Promise<void>;
  /** After a change that shows on the profile only (a new public list). */
  profileChanged: () => Promise<void>;
}

/**
 * How it went: back where the person was (a success said, or nothing to say), a refusal said on that page, a
 * new page to go to, or a refusal of the request itself (a forged or stale script's post: plain text, 400).
 */
export type IntentOutcome =
  | { kind: "back" }
  | { kind: "refused"; message: string }
  | { kind: "go"; to: string }
  | { kind: "bad-request"; message: string };

const back = { kind: "back" } as const;
const refused = (message: string) => ({ kind: "refused", message }) as const;

/** Why a list's name is refused (params.ts, nameProblem), in the page's language. */
const NAME_PROBLEMS = {
  direction: "lists.form.nameDirection",
  invisible: "lists.form.nameInvisible",
  marks: "lists.form.nameMarks",
} as const satisfies Record<NameProblem, MessageKey>;

/** Plain text as a person typed it: trimmed; empty is none. */
const trimmed = (s: string) => s.replace(/\r\n?/g, "\n").trim();

/** The fields the forms share, their refusals worded in the page's language. */
function fieldsIn(t: Translator) {
  const invalid = t.t("lists.form.invalid");
  /** A list's name must stand for it inside sentences (params.ts, nameProblem). */
  const nameRules = (s: string, ctx: z.RefinementCtx) => {
    const problem = nameProblem(s);
    if (problem) ctx.addIssue({ code: "custom", message: t.t(NAME_PROBLEMS[problem], { max: MARKS_MAX }) });
  };
  const id = z.string().uuid(invalid);
  const singleLine = (s: string) => trimmed(s).replace(/\s+/g, " ");
  const tooLong = t.t("lists.form.nameTooLong", { max: LIST_NAME_MAX });
  return {
    list: id,
    item: id,
    placeId: z.string().regex(PLACE_ID, invalid),
    name: z
      .string()
      .transform(singleLine)
      .pipe(z.string().min(1, t.t("lists.form.nameRequired")).max(LIST_NAME_MAX, tooLong).superRefine(nameRules)),
    /** The Save form's new list: blank is none, anything else a list's name. */
    newList: z
      .string()
      .transform(singleLine)
      .pipe(
        z
          .string()
          .max(LIST_NAME_MAX, tooLong)
          .superRefine((s, ctx) => (s ? nameRules(s, ctx) : undefined)),
      ),
    description: z
      .string()
      .transform(trimmed)
      .pipe(z.string().max(LIST_DESCRIPTION_MAX, t.t("lists.form.descriptionTooLong", { max: LIST_DESCRIPTION_MAX })))
      .transform((s) => s || null),
    note: z
      .string()
      .transform(trimmed)
      .pipe(z.string().max(NOTE_MAX, t.t("lists.form.noteTooLong", { max: NOTE_MAX })))
      .transform((s) => s || null),
    visibility: z.enum(VISIBILITIES as [Visibility, ...Visibility[]], invalid),
    token: z.string().regex(SHARE_TOKEN, invalid),
    oneOf: <T extends string>(values: [T, ...T[]]) => z.enum(values, invalid),
  };
}
type Fields = ReturnType<typeof fieldsIn>;

/** Fields a person types: a refusal of theirs is said on the page, not answered with a bare 400. */
const TYPED_FIELDS: ReadonlySet<string> = new Set(["name", "description", "note", "new_list"]);

/** An intent as the action runs it: the form's fields in, how it went out. */
type Handler = (form: Record<string, unknown>, ctx: IntentContext) => Promise<IntentOutcome>;

/**
 * One intent: its fields (from the shared ones, made once per language) and what it does with them. A form
 * they refuse changes nothing: a typed field's refusal is said on the page, anything else (a forged or
 * damaged form) is a 400. Every refusal is the guide's own, in the page's language: a check without a message
 * of its own (a field of the wrong type, or missing) says the request was not understood, never the
 * library's English.
 */
function intent<S extends z.ZodObject>(
  fields: (f: Fields) => S,
  run: (body: z.infer<S>, ctx: IntentContext) => Promise<IntentOutcome>,
): Handler {
  const schemas = new Map<string, S>();
  return async (form, ctx) => {
    const { t } = ctx;
    let schema = schemas.get(t.locale.prefix);
    if (!schema) {
      schema = fields(fieldsIn(t));
      schemas.set(t.locale.prefix, schema);
    }
    const parsed = schema.safeParse(form, { error: () => t.t("lists.form.invalid") });
    if (parsed.success) return run(parsed.data, ctx);
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? t.t("lists.form.invalid");
    return TYPED_FIELDS.has(String(issue?.path[0])) ? refused(message) : { kind: "bad-request", message };
  };
}

const create = intent(
  (f) => z.object({ name: f.name, description: f.description.optional(), visibility: f.visibility.optional() }),
  async (body, { db, userId, t, mobile, say, profileChanged }) => {
    const made = await createList(db, userId, {
      name: body.name,
      description: body.description ?? null,
      visibility: body.visibility,
    });
    if (!made.ok) return refused(t.t("lists.create.tooMany", { max: LISTS_MAX }));
    await say("success", t.t("lists.create.createdTitle"), t.t("lists.create.created", { name: isolate(body.name) }));
    if (body.visibility === "public") await profileChanged();
    return { kind: "go", to: paths.list(made.id, { mobile }) };
  },
);

const details = intent(
  // A field the form does not send is left as it is.
  (f) => z.object({ list: f.list, name: f.name.optional(), description: f.description.optional() }),
  async (body, { db, userId, t, say, changed }) => {
    if (!(await ownList(db, userId, body.list))) return refused(t.t("lists.form.notFound"));
    await updateList(db, userId, body.list, { name: body.name, description: body.description });
    const after = await ownList(db, userId, body.list);
    await changed(after);
    if (after)
      await say(
        "success",
        t.t("lists.edit.updatedTitle"),
        t.t("lists.edit.updated", { name: isolate(listTitle(t, after)) }),
      );
    return back;
  },
);

const visibility = intent(
  (f) => z.object({ list: f.list, visibility: f.visibility }),
  async (body, { db, userId, t, say, changed }) => {
    const before = await ownList(db, userId, body.list);
    if (!before) return refused(t.t("lists.form.notFound"));
    await updateList(db, userId, body.list, { visibility: body.visibility });
    // Made private, its link is gone: that link's copies go too.
    await changed(await ownList(db, userId, body.list), before.shareToken);
    await say(
      "success",
      t.t("lists.edit.updatedTitle"),
      t.t("lists.edit.visibilityUpdated", { name: isolate(listTitle(t, before)), visibility: body.visibility }),
    );
    return back;
  },
);

const replaceLink = intent(
  (f) => z.object({ list: f.list }),
  async (body, { db, userId, t, say, changed }) => {
    const before = await ownList(db, userId, body.list);
    if (!before) return refused(t.t("lists.form.notFound"));
    await replaceShareToken(db, userId, body.list);
    await changed(await ownList(db, userId, body.list), before.shareToken);
    await say("success", t.t("lists.share.replacedTitle"), t.t("lists.share.replaced"));
    return back;
  },
);

const note = intent(
  (f) => z.object({ item: f.item, note: f.note }),
  async (body, { db, userId, t, placeName, say, changed }) => {
    const listId = await setNote(db, userId, body.item, body.note);
    if (!listId) return refused(t.t("lists.form.placeNotFound"));
    const list = await ownList(db, userId, listId);
    await changed(list);
    const name = placeName || (list ? listTitle(t, list) : "");
    await say(
      "success",
      t.t("lists.note.savedTitle"),
      t.t(body.note ? "lists.note.saved" : "lists.note.cleared", { name: isolate(name) }),
    );
    return back;
  },
);

const remove = intent(
  (f) => z.object({ list: f.list, place_id: f.placeId }),
  async (body, { db, userId, t, placeName, say, changed }) => {
    const list = await ownList(db, userId, body.list);
    if (!list) return refused(t.t("lists.form.notFound"));
    if (!(await removePlace(db, userId, body.list, body.place_id))) return refused(t.t("lists.form.placeNotFound"));
    await changed(list);
    await say(
      "success",
      t.t("lists.item.removedTitle"),
      t.t("lists.item.removed", { name: isolate(placeName), list: isolate(listTitle(t, list)) }),
    );
    return back;
  },
);

const move = intent(
  (f) => z.object({ item: f.item, direction: f.oneOf(["up", "down"]) }),
  async (body, { db, userId, t }) => {
    // The arrange page's buttons: a place that is not the person's (or no longer there) says so.
    if ((await movePlace(db, userId, body.item, body.direction)) === "unknown")
      return refused(t.t("lists.form.placeNotFound"));
    return back;
  },
);

const reorder = intent(
  (f) =>
    z.object({
      order: z
        .string()
        .max(40_000)
        .transform((s) => s.split(",").filter(Boolean))
        .pipe(z.array(f.item).min(1).max(LIST_PLACES_MAX)),
    }),
  async (body, { db, userId, t }) => {
    // Posted by the drag-and-drop script only: an order that is not the list's whole is a stale page's.
    if (!(await reorderPlaces(db, userId, body.order)))
      return { kind: "bad-request", message: t.t("lists.item.orderMismatch") };
    return back;
  },
);

const transfer = intent(
  (f) => z.object({ item: f.item, to: f.list, mode: f.oneOf(["move", "copy"]) }),
  async (body, { db, userId, t, placeName, from, say, changed }) => {
    const target = await ownList(db, userId, body.to);
    if (!target) return refused(t.t("lists.form.notFound"));
    const outcome = await transferPlace(db, userId, body.item, body.to, body.mode);
    const values = { name: isolate(placeName), list: isolate(listTitle(t, target)), max: LIST_PLACES_MAX };
    if (outcome === "no-place") return refused(t.t("lists.form.placeNotFound"));
    if (outcome === "no-list") return refused(t.t("lists.form.notFound"));
    if (outcome === "full") return refused(t.t("lists.item.full", values));
    if (outcome === "already") return refused(t.t("lists.item.already", values));
    await changed(target);
    await say(
      "success",
      t.t(body.mode === "move" ? "lists.item.movedTitle" : "lists.item.copiedTitle"),
      t.t(body.mode === "move" ? "lists.item.moved" : "lists.item.copied", values),
    );
    if (body.mode === "move" && from) await changed(await ownList(db, userId, from));
    return back;
  },
);

const copy = intent(
  (f) => z.object({ list: f.list.optional(), token: f.token.optional() }),
  async (body, { db, userId, t, mobile, say }) => {
    const at = body.token ? { token: body.token } : body.list ? { id: body.list } : null;
    const source = at ? await visibleList(db, at, userId) : null;
    if (!source) return refused(t.t("lists.form.notFound"));
    const name = listTitle(t, source);
    const made = await copyList(db, userId, { id: source.id, name, description: source.description });
    if (!made.ok) return refused(t.t("lists.create.tooMany", { max: LISTS_MAX }));
    await say("success", t.t("lists.copy.doneTitle"), t.t("lists.copy.done", { name: isolate(name) }));
    return { kind: "go", to: paths.list(made.id, { mobile }) };
  },
);

const deleteOne = intent(
  (f) => z.object({ list: f.list }),
  async (body, { db, userId, t, mobile, say, changed }) => {
    const list = await ownList(db, userId, body.list);
    if (!list || list.kind !== "custom") return refused(t.t("lists.form.notFound"));
    await deleteList(db, userId, body.list);
    await changed(list);
    await say(
      "success",
      t.t("lists.delete.doneTitle"),
      t.t("lists.delete.done", { name: isolate(listTitle(t, list)) }),
    );
    return { kind: "go", to: paths.lists({ mobile }) };
  },
);

const save = intent(
  (f) =>
    z.object({
      place_id: f.placeId,
      // The Save form's lists: every one shown, and the ticked ones (names that repeat).
      shown: z.array(f.list).max(LISTS_MAX),
      ticked: z.array(f.list).max(LISTS_MAX),
      new_list: f.newList.optional(),
    }),
  async (body, { db, places, userId, t, say, changed }) => {
    // The snapshot comes from the provider, never from the form.
    const { value: place } = await places.details(body.place_id, "listing");
    if (!place) return refused(t.t("lists.form.restaurantNotFound"));
    const shown = [...body.shown];
    const ticked = new Set(body.ticked);
    if (body.new_list) {
      const made = await createList(db, userId, { name: body.new_list, description: null });
      if (!made.ok) return refused(t.t("lists.create.tooMany", { max: LISTS_MAX }));
      shown.push(made.id);
      ticked.add(made.id);
    }
    const outcome = await setMemberships(db, userId, place, shown, ticked);
    if (!outcome.ok) return refused(t.t("lists.save.listGone"));
    const mine = await listsOf(db, userId);
    for (const id of shown) await changed(mine.find((l) => l.id === id) ?? null);
    const holding = await listIdsHolding(db, userId, place.place_id);
    await say(
      "success",
      t.t("lists.save.savedTitle"),
      t.t("lists.save.saved", { name: isolate(place.name), count: holding.size }),
    );
    for (const id of outcome.full) {
      const list = mine.find((l) => l.id === id);
      if (list)
        await say(
          "error",
          t.t("lists.form.errorTitle"),
          t.t("lists.save.full", {
            list: isolate(listTitle(t, list)),
            name: isolate(place.name),
            max: LIST_PLACES_MAX,
          }),
        );
    }
    return back;
  },
);

/** Every intent the lists' forms post, by the value of their `intent` field. */
const LIST_INTENTS: Readonly<Record<string, Handler>> = {
  create,
  details,
  visibility,
  "replace-link": replaceLink,
  note,
  remove,
  move,
  reorder,
  transfer,
  "copy-list": copy,
  delete: deleteOne,
  save,
};

/** Runs the form's intent; an intent nobody posts is a request not understood. */
export function runIntent(form: Record<string, unknown>, ctx: IntentContext): Promise<IntentOutcome> {
  const handler =
    typeof form.intent === "string" && Object.hasOwn(LIST_INTENTS, form.intent) ? LIST_INTENTS[form.intent] : null;
  return handler
    ? handler(form, ctx)
    : Promise.resolve({ kind: "bad-request", message: ctx.t.t("lists.form.invalid") });
}
