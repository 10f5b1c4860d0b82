// Responsive image from the media store: AVIF and WebP sources at the stored
// widths, with the intrinsic size set so nothing shifts while it loads.

const widths = [320, 640, 960, 1280] as const;

type Preload = typeof import("react-dom").preload;
let serverPreload: Preload | undefined;
/** entry.server.tsx hands in react-dom's preload, so the browser bundle of this file
 * does not import react-dom (public JavaScript budget, decision 0015). */
export function setServerPreload(preload: Preload) {
  serverPreload = preload;
}

export interface PictureImage {
  id: string;
  width: number;
  height: number;
  alt: string;
}

export function mediaUrl(id: string, width: number, format: "avif" | "webp"): string {
  return `/media/${id}/${width}.${format}`;
}

export function Picture({
  image,
  sizes,
  eager = false,
  className = "",
  aspect,
}: {
  image: PictureImage;
  sizes: string;
  /** The first visible image of a page (its LCP): preloaded from the head at high
   * priority, loaded at once, never lazy. */
  eager?: boolean;
  className?: string;
  /** width/height ratio to present, when the frame crops the image. */
  aspect?: number;
}) {
  const usable = widths.filter((w) => w <= Math.max(image.width, widths[0]));
  const srcSet = (format: "avif" | "webp") =>
    usable.map((w) => `${mediaUrl(image.id, w, format)} ${w}w`).join(", ");
  const height = aspect ? Math.round(image.width / aspect) : image.height;
  // React puts this <link rel="preload" as="image" imagesrcset> at the top of the head,
  // so the browser asks for the image with the HTML instead of after the stylesheet and
  // the modules. AVIF, the first source: a browser without it skips the preload by its type.
  // Server only: after the first page the image itself asks at high priority, and the
  // browser build stays within the JavaScript budget (decision 0015).
  if (import.meta.env.SSR && eager)
    serverPreload?.(mediaUrl(image.id, usable[usable.length - 1]!, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet("avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={mediaUrl(image.id, usable.includes(640) ? 640 : usable[usable.length - 1]!, "webp")}
        alt={image.alt}
        width={image.width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : "auto"}
        // Decoded off the main thread even when eager: a sync decode of a large AVIF is a long task.
        decoding="async"
        className={className}
      />
    </picture>
  );
}
