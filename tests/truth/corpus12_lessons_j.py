"""Labelled lessons of the twelfth corpus over s22 (Tailwind 4 and Dart Sass in Vite), and two more over s04 (Zig)
and s15 (rootless podman). Labels written from the session text (corpus12_sources_i.py, _a, _f)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus12_common import gotcha

TW, ZIG, POD = "s22-tailwind-sass", "s04-zig-lazypath", "s15-podman-rootless"

RECORDS: list[dict[str, Any]] = [
    gotcha("135", TW, (
        "Tailwind 4's PostCSS plugin moved to @tailwindcss/postcss",
        "vite build: [postcss] It looks like you're trying to use `tailwindcss` directly as a PostCSS plugin",
        "Bumping tailwindcss to 4 and keeping `tailwindcss: {}` in postcss.config.js",
        "v4 ships the PostCSS integration as a separate package (and handles prefixing itself)",
        "`npm i -D @tailwindcss/postcss@4.0.0`, plugins: { '@tailwindcss/postcss': {} }, drop autoprefixer"),
        "[vite:css] [postcss] It looks like you're trying to use `tailwindcss` directly as a PostCSS plugin. → "
        "`'@tailwindcss/postcss': {},` in postcss.config.js → `✓ built in 1.18s`", "real", "shown", "edit_then_pass",
        "After the install and the config edit the vite build completes.", ["arrows", "partial line"],
        {"failure": "directly as a PostCSS plugin", "fix": "    '@tailwindcss/postcss': {},",
         "evidence": "✓ built in 1.18s"}, category="build_config", group="tw-postcss"),
    gotcha("136", TW, (
        "Tailwind 4 ignores @tailwind directives; the entry CSS needs @import \"tailwindcss\"",
        "The build succeeds but the page has no styles; CSS is only 3.12 kB",
        "Keeping `@tailwind base; @tailwind components; @tailwind utilities;` after the v4 upgrade",
        "v4 generates utilities from `@import \"tailwindcss\"`, not from the v3 directives",
        "Replace the three directives with `@import \"tailwindcss\";`"),
        "CSS `3.12 kB` with `@tailwind base;` … → `@import \"tailwindcss\";` → `28.40 kB`, and the person: "
        "\"styles are back 👍 and way less noise\"", "real", "shown", "person_confirms",
        "The person confirms right after the rebuild that follows the index.css edit.",
        ["code spans", "emoji in quote", "ellipsis"],
        {"failure": "it builds but the page has no styles at all now", "fix": "@import \"tailwindcss\";",
         "evidence": "styles are back"}, category="build_config", group="tw-import"),
    gotcha("137", TW, (
        "Vite's Sass integration warns legacy-js-api until the modern compiler API is selected",
        "Deprecation Warning [legacy-js-api]: The legacy JS API is deprecated and will be removed in Dart Sass 2.0.0",
        "Living with the warning spam on every build",
        "Vite 6 still defaults to Sass's legacy JS API for scss",
        "`css: { preprocessorOptions: { scss: { api: 'modern-compiler' } } }` in vite.config.ts"),
        "Antes: `Deprecation Warning [legacy-js-api]`; con `api: 'modern-compiler'` el build sólo mostró `Deprecation "
        "Warning [import]`.", "real", "shown", "edit_then_pass",
        "The next build's grep lists only the [import] warning.", ["Spanish prose", "code spans"],
        {"failure": "Deprecation Warning [legacy-js-api]", "fix": "scss: { api: 'modern-compiler' }",
         "evidence": "28.40 kB │ gzip:  6.71 kB"}, category="tool_quirk", group="sass-api"),
    gotcha("138", TW, (
        "Dart Sass @import deprecation: move to @use",
        "Deprecation Warning [import]: Sass @import rules are deprecated and will be removed in Dart Sass 3.0.0",
        "Silencing or ignoring the warning",
        "@import is deprecated in Dart Sass in favour of the module system",
        "Change `@import 'tokens'` to `@use 'tokens' as *` in cards.scss"),
        "src/styles/cards.scss 1:9 `@import 'tokens';` → proposed `@use 'tokens' as *`.", "real", "not_shown",
        "question_offers_flag", "The migration is offered in a question and the person answers 'later, not now'.",
        ["arrow", "code spans"],
        {"failure": "Sass @import rules are deprecated", "fix": "want me to do that migration?",
         "evidence": "src/styles/cards.scss 1:9"}, category="tool_quirk", group="sass-import"),
    gotcha("139", TW, (
        "Installing @tailwindcss/postcss fails on the old plugin name",
        "npm install errors",
        "Old postcss config",
        "plugin moved",
        "edit postcss.config.js first"),
        "`npm i -D @tailwindcss/postcss@4.0.0` failed with `It looks like you're trying to use `tailwindcss` "
        "directly as a PostCSS plugin`", "invented", "not_shown", "other_call_error",
        "The npm install succeeded ('added 14 packages'); the error came from the first vite build.",
        ["nested backticks"], {"evidence": "added 14 packages", "failure": "directly as a PostCSS plugin"},
        category="build_config", group="tw-postcss"),
    gotcha("140", TW, (
        "Tailwind 4 needs the v3 config registered with @config",
        "No utilities after the v4 upgrade",
        "v3 tailwind.config.js not picked up",
        "v4 ignores the JS config by default",
        "@config in the entry CSS"),
        "Added `@config \"./tailwind.config.js\";` to src/index.css; the CSS grew to `28.40 kB`.", "invented",
        "not_shown", "invented_detail", "No @config line was ever added; the fix was the @import.",
        ["code spans"], {"evidence": "28.40 kB"}, category="build_config", group="tw-import"),
    gotcha("141", ZIG, (
        "Pin CI's Zig to the version the build.zig API was written for",
        "CI still runs Zig 0.12.1 while build.zig now targets 0.13's API",
        "Upgrading Zig locally and leaving CI on an older release",
        "build.zig APIs change between minor Zig releases",
        "Set the CI Zig version to 0.13.0"),
        "ci.yml `version: 0.12.1` → `version: 0.13.0`, committed as `7c1e9a4 build: zig 0.13 LazyPath API, pin CI`.",
        "real", "not_shown", "never_run", "The CI change is committed but no CI run is seen in the session.",
        ["arrow", "commit line"],
        {"failure": "CI runs `zig build test --summary all` on 0.12 still", "fix": "7c1e9a4 build: zig 0.13",
         "evidence": "version: 0.13.0"}, category="workflow", group="zig-ci"),
    gotcha("142", POD, (
        "Lower net.ipv4.ip_unprivileged_port_start to let rootless podman bind port 80",
        "rootlessport cannot expose privileged port 80 (currently 1024)",
        "Expecting rootless podman to publish port 80",
        "Unprivileged users may only bind ports >= ip_unprivileged_port_start",
        "Add `net.ipv4.ip_unprivileged_port_start=80` to /etc/sysctl.conf"),
        "podman itself suggests `you can add 'net.ipv4.ip_unprivileged_port_start=80' to /etc/sysctl.conf`.",
        "real", "not_shown", "only_suggested",
        "The sysctl route is mentioned but not taken (8080 is used instead); no sysctl runs.", ["code span"],
        {"failure": "rootlessport cannot expose privileged port 80", "fix": "sysctl로 낮추거나 8080을 쓰는 방법이",
         "evidence": "net.ipv4.ip_unprivileged_port_start=80"}, category="env_setup", group="podman-port"),
]


def records() -> list[dict[str, Any]]:
    return list(RECORDS)
