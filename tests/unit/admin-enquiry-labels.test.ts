import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT_SENTENCES,
  CONTENT_SENTENCES,
  ITEM_NOUNS,
  KIND_CHOICES,
  nounIn,
  siteSentence,
} from "../../app/components/admin/activity-labels";
import {
  ABROAD_PLACE_WORDS,
  ENQUIRY_KIND_WORDS,
  ENQUIRY_STATUS_WORDS,
  INBOX_LIST_WORDS,
  INBOX_VIEW_WORDS,
  kindLabel,
  placeLabel,
  statusLabel,
  subjectIn,
  visitorTimeIn,
} from "../../app/components/admin/enquiry-labels";
import { richMessage } from "../../app/components/admin/rich-message";
import * as m from "../../app/i18n/messages";
import { INBOX_VIEW_LABELS, INBOX_VIEWS } from "../../domain/enquiry-groups";
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  enquirySubject,
  type Enquiry,
} from "../../domain/enquiries";
import { ITEM_KINDS } from "../../domain/kinds";
import { TRANSLATED_LOCALES } from "../../domain/locales";
import { ABROAD_CLOCKS, visitorClock, visitorTimeText } from "../../domain/visitor-time";
import { ACCOUNT_ACTIONS } from "../../server/services/account-events";
import { CHANGE_ACTIONS } from "../../server/services/changes";
import { loadAdminTexts } from "../../app/i18n/admin-texts";

// The admin's Malayalam and Tamil texts are a module of their own, loaded when the admin needs them.
beforeAll(() => Promise.all([loadAdminTexts("ml"), loadAdminTexts("ta")]));

// The admin's language (docs/product.md §11): every label domain/ declares for the inbox, and every
// action the Activity page tells, has its words in each language; English stays the declaration's.

describe("the inbox's declared labels", () => {
  it("word every status, kind and view, in English as domain/ declares them", () => {
    for (const status of ENQUIRY_STATUSES) {
      expect(ENQUIRY_STATUS_WORDS[status], status).toBeDefined();
      expect(ENQUIRY_STATUS_WORDS[status]("en")).toBe(ENQUIRY_STATUS_LABELS[status]);
      expect(statusLabel("en", status)).toBe(ENQUIRY_STATUS_LABELS[status]);
    }
    for (const kind of ENQUIRY_KINDS) {
      expect(ENQUIRY_KIND_WORDS[kind], kind).toBeDefined();
      expect(ENQUIRY_KIND_WORDS[kind]("en")).toBe(ENQUIRY_KIND_LABELS[kind]);
      expect(kindLabel("en", kind)).toBe(ENQUIRY_KIND_LABELS[kind]);
    }
    for (const view of INBOX_VIEWS) {
      expect(INBOX_VIEW_WORDS[view]("en")).toBe(INBOX_VIEW_LABELS[view]);
      expect(INBOX_LIST_WORDS[view]("en")).toBe(`${INBOX_VIEW_LABELS[view]} enquiries`);
    }
  });

  it("names every place of the visitor's clock", () => {
    for (const { place } of ABROAD_CLOCKS) {
      expect(ABROAD_PLACE_WORDS[place], place).toBeDefined();
      expect(placeLabel("en", place)).toBe(place);
      for (const locale of TRANSLATED_LOCALES) expect(placeLabel(locale, place)).not.toBe(place);
    }
    // A place named after a browser's zone is shown as it came.
    expect(placeLabel("ml", "Los Angeles")).toBe("Los Angeles");
  });

  it("translates the statuses and kinds", () => {
    for (const locale of TRANSLATED_LOCALES) {
      for (const status of ENQUIRY_STATUSES) expect(statusLabel(locale, status)).not.toBe(ENQUIRY_STATUS_LABELS[status]);
      for (const kind of ENQUIRY_KINDS) expect(kindLabel(locale, kind)).not.toBe(ENQUIRY_KIND_LABELS[kind]);
    }
  });
});

const ENQUIRIES: Array<Pick<Enquiry, "kind" | "details">> = [
  { kind: "message", details: { kind: "message", service: "Renovation and Remodeling" } },
  {
    kind: "call-back",
    details: { kind: "call-back", contactBy: "whatsapp", preferredTime: "Morning (9 am – 12 noon)", timeZone: "Asia/Dubai" },
  } as Pick<Enquiry, "kind" | "details">,
  {
    kind: "site-visit",
    details: { kind: "site-visit", date: "2026-11-28", slot: "10:00", slotLabel: "10 am – 12 noon", locality: "Kowdiar" },
  },
];

describe("an enquiry's summary and the visitor's time", () => {
  it("are the domain's words in English", () => {
    for (const enquiry of ENQUIRIES) expect(subjectIn("en", enquiry)).toBe(enquirySubject(enquiry));
    const at = new Date("2026-01-15T14:10:00Z");
    for (const [phone, zone] of [
      ["+971 501234567", undefined],
      ["+44 7700 900123", undefined],
      ["+61 412 345 678", undefined],
      ["+1 212 555 0100", "America/Los_Angeles"],
    ] as const) {
      const clock = visitorClock(phone, at, zone)!;
      expect(visitorTimeIn("en", clock, at)).toBe(visitorTimeText(clock));
    }
  });

  it("are worded in Malayalam and Tamil", () => {
    const at = new Date("2026-01-15T14:10:00Z");
    const clock = visitorClock("+971 501234567", at)!;
    expect(visitorTimeIn("ml", clock, at)).toContain("യുഎഇ");
    expect(visitorTimeIn("ta", clock, at)).toContain("அமீரகம்");
    expect(subjectIn("ml", ENQUIRIES[1]!)).toContain("മറുപടി");
  });
});

describe("the activity's sentences", () => {
  const parts = { who: "Devi", item: "“Villa at Kowdiar”", noun: "project", gone: false, pinned: false };

  it("tell every content action the server records", () => {
    for (const action of CHANGE_ACTIONS) expect(CONTENT_SENTENCES[action], action).toBeDefined();
  });

  it("tell every account event the server records", () => {
    for (const action of ACCOUNT_ACTIONS) expect(ACCOUNT_SENTENCES[action], action).toBeDefined();
  });

  it("name every kind of item, and offer it in the filter", () => {
    for (const kind of ITEM_KINDS) {
      expect(ITEM_NOUNS[kind.name], kind.name).toBeDefined();
      expect(KIND_CHOICES.map(([value]) => value)).toContain(kind.name);
    }
  });

  it("say in English what the page said", () => {
    expect(CONTENT_SENTENCES.updated!("en", parts)).toBe("Devi saved the project “Villa at Kowdiar”");
    expect(CONTENT_SENTENCES.deleted!("en", { ...parts, noun: nounIn("en", "blogs"), gone: true })).toBe(
      "Devi deleted a blog post for good",
    );
    expect(CONTENT_SENTENCES.arranged!("en", { ...parts, pinned: true })).toBe(
      "Devi changed the pinned project in the portfolio: “Villa at Kowdiar”",
    );
    expect(siteSentence("en", "updated", parts)).toBe("Devi saved the site’s “Villa at Kowdiar”");
    const account = { who: "Owner", them: "Rahul", theirs: "Rahul's", detail: "", aboutOther: true, named: true };
    expect(ACCOUNT_SENTENCES["role-changed"]!("en", { ...account, detail: "Editor → Sales" })).toBe(
      "Owner changed Rahul's role: Editor → Sales",
    );
    expect(ACCOUNT_SENTENCES["second-step-on"]!("en", account)).toBe("Owner turned on a second sign-in step for Rahul");
    expect(ACCOUNT_SENTENCES["sign-in-failed"]!("en", { ...account, detail: "disabled" })).toBe(
      "Owner failed to sign in as Rahul (the account is disabled)",
    );
  });

  it("put the elements where each language's sentence names them", () => {
    const who = createElement("strong", null, "Devi");
    const item = createElement("a", { href: "/p" }, "“Villa”");
    const sentence = (locale: "en" | "ml" | "ta") =>
      renderToStaticMarkup(
        createElement(
          "p",
          null,
          richMessage({ who, item }, (marks) => m.adminActivityCreated(locale, { ...marks, noun: "project" })),
        ),
      );
    expect(sentence("en")).toBe('<p><strong>Devi</strong> created the project <a href="/p">“Villa”</a></p>');
    expect(sentence("ml")).toContain('<strong>Devi</strong> <a href="/p">“Villa”</a>');
    expect(sentence("ta")).toContain("<strong>Devi</strong>");
  });
});
