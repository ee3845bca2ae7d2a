/**
 * The rules of notifications on the owner's phone (docs/decisions/014): which addresses the server
 * agrees to POST to, what a notification shows of an enquiry, and the admin app's manifest.
 */
import { describe, expect, it } from "vitest";
import { adminManifest, enquiryNotification } from "../../domain/admin-app";
import type { Enquiry } from "../../domain/enquiries";
import { endpointProblem, isPublicAddress, publicOnlyLookup } from "../../server/jobs/push-sender";

describe("the addresses a push may go to", () => {
  it("are public unicast addresses only", () => {
    for (const address of ["142.250.183.138", "17.253.144.10", "2607:f8b0:4004:c1b::5f", "::ffff:142.250.183.138"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "127.0.0.1",
      "10.0.0.8",
      "172.20.1.1",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.1.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fd12:3456::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "2001:db8::1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("are the push services' https URLs; http://127.0.0.1 only when the server is set up for tests", () => {
    const production = { allowLoopback: false };
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc", production)).toBeNull();
    expect(endpointProblem("https://web.push.apple.com/QGx", production)).toBeNull();
    expect(endpointProblem("https://updates.push.services.mozilla.com/wpush/v2/gAAA", production)).toBeNull();
    for (const endpoint of [
      "http://127.0.0.1:4000/push",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://127.0.0.1/push",
      "https://2130706433/push",
      "https://[::1]/push",
      "https://localhost/push",
      "https://printer.local/push",
      "https://intranet/push",
      "https://a:b@fcm.googleapis.com/x",
      "javascript:alert(1)",
    ]) {
      expect(endpointProblem(endpoint, production), endpoint).not.toBeNull();
    }
    const tests = { allowLoopback: true };
    expect(endpointProblem("http://127.0.0.1:4000/push", tests)).toBeNull();
    expect(endpointProblem("http://127.0.0.1/push", tests)).not.toBeNull();
    expect(endpointProblem("http://10.0.0.1:4000/push", tests)).not.toBeNull();
  });

  it("are checked again when the request is made: a name that resolves to this machine is refused then", async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", { all: true }, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe("EPRIVATEADDRESS");
  });
});

describe("the notification of a new enquiry", () => {
  const enquiry: Pick<Enquiry, "id" | "name" | "kind" | "details" | "message" | "possiblyAutomated"> = {
    id: "0123456789abcdef01234567",
    name: "Rahul   Menon",
    kind: "call-back",
    details: { kind: "call-back", contactBy: "whatsapp", preferredTime: "Evening" },
    message: "",
    possiblyAutomated: false,
  } as never;

  it("says who and what, opens the enquiry, and leaves out the phone and the e-mail", () => {
    expect(enquiryNotification(enquiry)).toEqual({
      title: "New enquiry from Rahul Menon",
      body: "Call back: Please reply on WhatsApp, evening",
      url: "/enquiries/0123456789abcdef01234567",
      tag: "enquiry-0123456789abcdef01234567",
    });
  });

  it("quotes the first words of a long message and marks a possibly automated one", () => {
    const long = enquiryNotification({
      ...enquiry,
      kind: "message",
      details: { kind: "message", service: "Renovation and Remodeling" },
      message: "We want to renovate our 30-year-old tharavad in Kowdiar, keeping the nadumuttam and the wooden ceilings intact.",
      possiblyAutomated: true,
    } as never);
    expect(long.body).toBe(
      "Message: Renovation and Remodeling · “We want to renovate our 30-year-old tharavad in Kowdiar, keeping the…” · (possibly automated)",
    );
    expect(enquiryNotification({ ...enquiry, name: "A".repeat(100) }).title.length).toBeLessThanOrEqual("New enquiry from ".length + 40);
  });
});

describe("the admin app's manifest", () => {
  it("opens the dashboard, standalone, in the site's colours, with a short name that fits under an icon", () => {
    expect(adminManifest("Anantha Builders")).toMatchObject({
      name: "Anantha Builders admin",
      short_name: "Site admin",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      theme_color: "#16221c",
    });
    expect(adminManifest("Sree Homes").short_name).toBe("Sree Homes");
    expect(adminManifest("x").icons.map((icon) => icon.purpose)).toEqual(["any", "any", "maskable"]);
  });
});
