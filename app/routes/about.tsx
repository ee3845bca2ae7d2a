import Eye from "lucide-react/icons/eye";
import Target from "lucide-react/icons/target";
import { MISSION, STORY, TIMELINE, VISION } from "../content/about";
import { ABOUT_STATS } from "../content/claims";
import { TEAM } from "../content/people";
import { CtaBanner } from "../components/sections/cta-banner";
import { InitialsAvatar } from "../components/sections/initials-avatar";
import { PageHero } from "../components/sections/page-hero";
import { SectionHeading } from "../components/sections/section-heading";
import { TestimonialsSection } from "../components/sections/testimonials";
import { breadcrumbJsonLd, pageMeta, siteFromMatches } from "../lib/seo";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  const { company, siteUrl } = siteFromMatches(matches);
  return pageMeta({
    title: "About Us",
    description:
      "Our story since 2010: an ISO 9001 certified construction company in Thiruvananthapuram with 200+ projects and 50+ team members across Kerala and Tamil Nadu.",
    path: "/about-us",
    siteUrl,
    siteName: company.siteName,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [
        { name: "Home", path: "/" },
        { name: "About Us", path: "/about-us" },
      ]),
    ],
  });
}

function Story() {
  return (
    <section aria-labelledby="about-story" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <SectionHeading id="about-story" align="left" eyebrow="Our Story" title="Building Kerala, One Home at a Time" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
            {STORY.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {ABOUT_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end rounded-card bg-brand-50 p-4 text-center">
                <dt className="mt-1 text-sm text-slate-700">{stat.label}</dt>
                <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="space-y-6">
          <div className="rounded-card bg-ink p-8 text-white shadow-card">
            <Target aria-hidden="true" className="size-8 text-brand-300" />
            <h2 className="mt-4 text-2xl font-bold">Our Mission</h2>
            <p className="mt-3 leading-relaxed text-slate-200">{MISSION}</p>
          </div>
          <div className="rounded-card border border-slate-200 bg-white p-8 shadow-card">
            <Eye aria-hidden="true" className="size-8 text-brand-700" />
            <h2 className="mt-4 text-2xl font-bold text-ink">Our Vision</h2>
            <p className="mt-3 leading-relaxed text-slate-700">{VISION}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

function Timeline() {
  return (
    <section aria-labelledby="about-timeline" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading id="about-timeline" eyebrow="Our Journey" title="Milestones Along the Way" />
        <ol className="relative mt-12 space-y-10 border-l-2 border-brand-200 pl-8 sm:pl-10">
          {TIMELINE.map((entry) => (
            <li key={entry.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-white bg-brand-700 shadow sm:-left-[3.1rem]"
              />
              <p className="text-sm font-bold tracking-wider text-brand-700">{entry.year}</p>
              <h3 className="mt-1 text-xl font-semibold text-ink">{entry.title}</h3>
              <p className="mt-2 text-slate-600">{entry.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Team() {
  return (
    <section aria-labelledby="about-team" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="about-team"
          eyebrow="Leadership"
          title="Meet Our Team"
          text="The people who answer for every building we put our name to."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member, i) => (
            <li
              key={member.id}
              className="flex flex-col items-center rounded-card border border-slate-200 bg-white p-8 text-center shadow-card"
            >
              <InitialsAvatar initials={member.avatar} index={i} size="lg" />
              <h3 className="mt-5 text-lg font-semibold text-ink">{member.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{member.position}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function About() {
  return (
    <main>
      <PageHero
        title="About Us"
        subtitle="Over 10 years of building homes and businesses across Kerala and Tamil Nadu, from our office in Thiruvananthapuram."
      />
      <Story />
      <Timeline />
      <Team />
      <TestimonialsSection layout="grid" />
      <CtaBanner
        title="Let's Build Something Together"
        text="Meet our engineers and architects, and see how we would plan your building."
      />
    </main>
  );
}
