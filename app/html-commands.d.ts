import "react";

// HTML's invoker commands, which React's types do not know yet: a button opens or
// closes a dialog by itself, without a script (the about page's "why it matters").
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | undefined;
    commandfor?: string | undefined;
  }
}
