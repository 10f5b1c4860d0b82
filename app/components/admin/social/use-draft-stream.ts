import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { PictureImage } from "#app/components/ui/picture.tsx";
import {
  type DraftGap,
  type DraftView,
  type Generated,
  type StreamEvent,
  type StreamRefusal,
  settingsOf,
  type WriterKind,
  type WriterReply,
  type WriterSettings,
} from "./writer-reply.ts";

export interface DraftState extends DraftView {
  streaming: boolean;
}

export interface Problem {
  message: string;
  seconds?: number;
}

const streamUrl = "/admin/social-media/generate";

/**
 * The drafts on the page. With JavaScript they are written by the stream route
 * and poured into the editors as they arrive; without it (or after a save the
 * server refused) they come with the action's answer and replace what is shown.
 */
export function useDraftStream(reply: WriterReply | undefined, defaultWriter: WriterKind) {
  const answer = reply?.generated;
  const [drafts, setDrafts] = useState<DraftState[]>(() => fromAnswer(answer));
  const [image, setImage] = useState<PictureImage | null>(answer?.image ?? null);
  const [settings, setSettings] = useState<WriterSettings>(answer?.settings ?? {});
  const [seed, setSeed] = useState(answer?.seed ?? 0);
  const [fallback, setFallback] = useState(answer?.fallback ?? false);
  const [gaps, setGaps] = useState<DraftGap[]>(answer?.gaps ?? []);
  const [writer, setWriter] = useState<WriterKind>(answer?.writer ?? defaultWriter);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(() => problemOf(reply));
  /** The stream route's reply to a form it refused, shown beside the fields. */
  const [refused, setRefused] = useState<SubmissionResult<string[]> | undefined>();
  /** Counts generations, so the save form starts clean for each. */
  const [round, setRound] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!reply) return;
    setProblem(problemOf(reply));
    const answer = reply.generated;
    if (!answer) return;
    setDrafts(fromAnswer(answer));
    setImage(answer.image);
    setSettings(answer.settings);
    setSeed(answer.seed);
    setFallback(answer.fallback);
    setGaps(answer.gaps ?? []);
    setWriter(answer.writer);
  }, [reply]);

  useEffect(() => () => controller.current?.abort(), []);

  async function generate(body: FormData, nextSeed: number) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    body.set("seed", String(nextSeed));
    setBusy(true);
    setProblem(null);
    setRefused(undefined);
    setFallback(false);
    setGaps([]);
    try {
      const response = await fetch(streamUrl, {
        method: "POST",
        body,
        signal: abort.signal,
        headers: { accept: "application/x-ndjson" },
      });
      if (!response.ok || !response.body) {
        const refusal = (await response.json().catch(() => ({}))) as Partial<StreamRefusal>;
        if (refusal.result) setRefused(refusal.result);
        if (refusal.error === "rateLimited")
          setProblem({ message: "social.create.rateLimited", seconds: refusal.retryAfter });
        else setProblem({ message: refusal.result ? "social.create.invalid" : "social.create.failed" });
        return;
      }
      setSettings(settingsOf(body));
      setSeed(nextSeed);
      for await (const event of readEvents(response.body)) {
        if (event.type === "start") {
          setWriter(event.writer);
          setImage(event.image);
          setGaps(event.gaps ?? []);
          setRound((n) => n + 1);
          setDrafts(event.drafts.map((d) => ({ ...d, text: "", writer: event.writer, streaming: true })));
          // On a phone the drafts start below the form: bring them into view as they arrive.
          requestAnimationFrame(() =>
            document.getElementById("drafts-title")?.scrollIntoView({ block: "start" }),
          );
        } else if (event.type === "delta") {
          setDrafts((all) => all.map((d) => (d.key === event.key ? { ...d, text: d.text + event.text } : d)));
        } else if (event.type === "final") {
          setDrafts((all) =>
            all.map((d) =>
              d.key === event.key ? { ...d, text: event.text, writer: event.writer, streaming: false } : d,
            ),
          );
        } else if (event.type === "notice") setFallback(true);
      }
    } catch {
      if (!abort.signal.aborted) setProblem({ message: "social.create.failed" });
    } finally {
      if (controller.current === abort) setBusy(false);
    }
  }

  return {
    drafts,
    image,
    settings,
    seed,
    fallback,
    gaps,
    writer,
    busy,
    problem,
    refused,
    round,
    generate,
    edit: (key: string, text: string) =>
      setDrafts((all) => all.map((d) => (d.key === key ? { ...d, text } : d))),
    remove: (key: string) => setDrafts((all) => all.filter((d) => d.key !== key)),
  };
}

function problemOf(reply: WriterReply | undefined): Problem | null {
  return reply?.message ? { message: reply.message, seconds: reply.seconds } : null;
}

function fromAnswer(answer: Generated | undefined): DraftState[] {
  return answer ? answer.drafts.map((d) => ({ ...d, streaming: false })) : [];
}

/** One event per line of the response. */
async function* readEvents(body: NonNullable<Response["body"]>): AsyncGenerator<StreamEvent> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += value;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) yield JSON.parse(line) as StreamEvent;
  }
}
