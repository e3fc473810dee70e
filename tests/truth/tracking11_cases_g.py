"""The eleventh tracking corpus, part g: Vite exposing only VITE_-prefixed variables, and libx264 refusing odd
frame sizes after a `-1` scale. Tables and helpers in tracking11_cases.py."""
from __future__ import annotations

from tests.truth.tracking11_cases import B, E, G, R, S, T, U, W

# --- L. Vite: import.meta.env only carries VITE_* ------------------------------------------------------------------

TIDE = "/home/dev/src/tidepool-web"
TIDE_ADMIN = "/home/dev/src/tidepool-admin"


def _vitest_fail(root: str, test: str, name: str, want: str, line: str) -> str:
    return (f"\n RUN  v1.6.0 {root}\n\n ❯ {test} (1)\n   × {name}\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n"
            f" FAIL  {test} > {name}\nAssertionError: expected undefined to be '{want}' // Object.is equality\n\n"
            f"- Expected: \n\"{want}\"\n\n+ Received: \nundefined\n\n ❯ {test}:{line}\n\n"
            " Test Files  1 failed (1)\n      Tests  1 failed (1)\n   Duration  412ms")


def _vitest_ok(test: str, n: int = 1) -> str:
    return f" ✓ {test} ({n})\n\n Test Files  1 passed (1)\n      Tests  {n} passed ({n})\n   Duration  398ms"


def _vite_source() -> None:
    T.source(
        "s-vite", TIDE, "2026-04-12T10:00:00Z", "feat/staging-api",
        U("Point the app at the staging API through .env (https://api.staging.tidepool.dev) and make sure "
          "src/config.test.ts passes."),
        R(f"{TIDE}/src/config.ts", "export const apiUrl = import.meta.env.API_URL;\n"),
        W(f"{TIDE}/.env", "API_URL=https://api.staging.tidepool.dev\n"),
        B("npx vitest run src/config.test.ts",
          _vitest_fail(TIDE, "src/config.test.ts", "reads the API url from the env",
                       "https://api.staging.tidepool.dev", "6:18"), 1),
        S("Vite only exposes variables prefixed with VITE_ on import.meta.env; API_URL is dropped. Renaming it."),
        E(f"{TIDE}/.env", "API_URL=", "VITE_API_URL="),
        E(f"{TIDE}/src/config.ts", "import.meta.env.API_URL", "import.meta.env.VITE_API_URL"),
        B("npx vitest run src/config.test.ts", _vitest_ok("src/config.test.ts")),
    )
    T.lesson(
        "t11-vite-env-prefix", "project", "en", "s-vite", "tool_quirk",
        "tidepool-web: env variables reach import.meta.env only with the VITE_ prefix",
        "A value set in .env is `undefined` in the app and in Vitest (`expected undefined to be "
        "'https://api.staging.tidepool.dev'`).",
        "Checking that .env is loaded (it is) or restarting the dev server; the variable is filtered, not missing.",
        "Vite (and Vitest through it) only exposes variables whose names start with `envPrefix`, `VITE_` by "
        "default, to client code; API_URL is silently left out.",
        "Name client-side variables `VITE_<NAME>` in .env and read `import.meta.env.VITE_<NAME>`, or widen "
        "`envPrefix` in vite.config.ts on purpose.",
        "`npx vitest run src/config.test.ts` → `AssertionError: expected undefined to be "
        "'https://api.staging.tidepool.dev'`; renamed to `VITE_API_URL` in .env and src/config.ts → "
        "`Tests  1 passed (1)`",
    )


def _vite_later() -> None:
    T.later(
        "l-vt-a1", TIDE, "2026-04-24T11:00:00Z", "feat/sentry",
        U("Wire up Sentry; the DSN should come from the environment."),
        E(f"{TIDE}/.env", "VITE_API_URL=https://api.staging.tidepool.dev\n",
          "VITE_API_URL=https://api.staging.tidepool.dev\nVITE_SENTRY_DSN=https://4f1c@o1182.ingest.sentry.io/77\n"),
        W(f"{TIDE}/src/sentry.ts", "import * as Sentry from '@sentry/react';\n\nSentry.init({ dsn: "
          "import.meta.env.VITE_SENTRY_DSN, tracesSampleRate: 0.1 });\n"),
        B("npm run build 2>&1 | tail -2 && grep -l o1182.ingest.sentry.io dist/assets/*.js",
          "dist/assets/index-9f3b1c2e.js   241.77 kB │ gzip: 78.12 kB\n✓ built in 3.12s\n"
          "dist/assets/index-9f3b1c2e.js"),
    )
    T.pair("t11-vite-env-prefix", "l-vt-a1", "applied",
           "the new variable is named VITE_SENTRY_DSN from the start and read as import.meta.env.VITE_SENTRY_DSN")
    T.later(
        "l-vt-a2", TIDE_ADMIN, "2026-05-01T13:30:00Z", "feat/env",
        U("tidepool-admin's ops want TIDE_-prefixed variables (TIDE_API_URL) like their other tools. Make that work."),
        R(f"{TIDE_ADMIN}/vite.config.ts", "import { defineConfig } from 'vite';\nimport react from "
          "'@vitejs/plugin-react';\n\nexport default defineConfig({\n  plugins: [react()],\n});\n"),
        E(f"{TIDE_ADMIN}/vite.config.ts", "  plugins: [react()],\n",
          "  plugins: [react()],\n  envPrefix: ['VITE_', 'TIDE_'],\n"),
        W(f"{TIDE_ADMIN}/.env", "TIDE_API_URL=https://api.staging.tidepool.dev\n"),
        E(f"{TIDE_ADMIN}/src/api.ts", "const base = '/api';", "const base = import.meta.env.TIDE_API_URL;"),
        B("npx vitest run src/api.test.ts", _vitest_ok("src/api.test.ts", 3)),
    )
    T.pair("t11-vite-env-prefix", "l-vt-a2", "applied",
           "sibling tidepool-admin: `envPrefix` widened in vite.config.ts before the TIDE_ variable is used; passes")
    T.later(
        "l-vt-r1", TIDE, "2026-05-06T10:20:00Z", "feat/map",
        U("Add the Mapbox token to .env (pk.test-token) and make map.test pass."),
        E(f"{TIDE}/.env", "VITE_SENTRY_DSN=", "MAPBOX_TOKEN=pk.test-token\nVITE_SENTRY_DSN="),
        E(f"{TIDE}/src/map/config.ts", "export const token = '';",
          "export const token = import.meta.env.MAPBOX_TOKEN;"),
        B("npx vitest run src/map/map.test.ts",
          _vitest_fail(TIDE, "src/map/map.test.ts", "uses the mapbox token", "pk.test-token", "9:22"), 1),
        E(f"{TIDE}/.env", "MAPBOX_TOKEN=", "VITE_MAPBOX_TOKEN="),
        E(f"{TIDE}/src/map/config.ts", "import.meta.env.MAPBOX_TOKEN", "import.meta.env.VITE_MAPBOX_TOKEN"),
        B("npx vitest run src/map/map.test.ts", _vitest_ok("src/map/map.test.ts")),
    )
    T.pair("t11-vite-env-prefix", "l-vt-r1", "recurred",
           "MAPBOX_TOKEN without the prefix comes back undefined in map.test; renamed only after")
    T.later(
        "l-vt-r2", TIDE_ADMIN, "2026-05-13T15:15:00Z", "feat/analytics",
        U("analytics.test fails after I added ANALYTICS_ID to .env. Why?"),
        B("npx vitest run src/analytics.test.ts",
          _vitest_fail(TIDE_ADMIN, "src/analytics.test.ts", "sends the measurement id", "G-TEST123", "11:31"), 1),
        S("ANALYTICS_ID matches neither VITE_ nor TIDE_, so Vite leaves it out of import.meta.env."),
    )
    T.pair("t11-vite-env-prefix", "l-vt-r2", "recurred",
           "tidepool-admin: ANALYTICS_ID outside envPrefix is undefined in the test")
    T.later(
        "l-vt-b", TIDE, "2026-03-27T09:30:00Z", "feat/dark-mode",
        U("Add a dark-mode toggle in the header."),
        E(f"{TIDE}/src/Header.tsx", "<nav>", "<nav>\n        <ThemeToggle />"),
        B("npx vitest run src/Header.test.tsx", _vitest_ok("src/Header.test.tsx", 2)),
    )
    T.pair("t11-vite-env-prefix", "l-vt-b", "neither", "dated before the lesson's source; a UI toggle")
    T.later(
        "l-vt-n1", TIDE, "2026-04-28T14:00:00Z", "chore/aliases",
        U("Use @/ imports instead of ../../ in src/pages."),
        E(f"{TIDE}/src/pages/Home.tsx", "from '../../lib/api'", "from '@/lib/api'"),
        B("npx vite build 2>&1 | tail -3",
          "[vite]: Rollup failed to resolve import \"@/lib/api\" from \"/home/dev/src/tidepool-web/src/pages/"
          "Home.tsx\".\nThis is most likely unintended because it can break your application at runtime.\n"
          "error during build:", 1),
        E(f"{TIDE}/vite.config.ts", "  plugins: [react()],\n",
          "  plugins: [react()],\n  resolve: { alias: { '@': '/src' } },\n"),
        B("npx vite build 2>&1 | tail -1", "✓ built in 3.04s"),
    )
    T.pair("t11-vite-env-prefix", "l-vt-n1", "neither",
           "look-alike Vite config problem: an unresolved `@/` import alias; nothing about env variables")


# --- M. ffmpeg/libx264: odd frame sizes ------------------------------------------------------------------------

CLIP = "/home/dev/src/clipforge"
GIFKIT = "/home/dev/src/gifkit"


def _x264_fail(dim: str, size: str, src: str) -> str:
    return (f"Input #0, mov,mp4,m4a,3gp,3g2,mj2, from '{src}':\n  Duration: 00:00:08.04, start: 0.000000, bitrate: "
            f"11214 kb/s\n  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, "
            "progressive), 1442x810, 11081 kb/s, 29.97 fps, 29.97 tbr, 30k tbn (default)\nStream mapping:\n"
            "  Stream #0:0 -> #0:0 (h264 (native) -> h264 (libx264))\nPress [q] to stop, [?] for help\n"
            f"[libx264 @ 0x5633d1e0a2c0] {dim} not divisible by 2 ({size})\n[vost#0:0/libx264 @ 0x5633d1e09f40] "
            "Error while opening encoder - maybe incorrect parameters such as bit_rate, rate, width or height.\n"
            "Error while filtering: Generic error in an external library\n[out#0/mp4 @ 0x5633d1e0b100] Nothing was "
            "written into output file, because at least one of its streams received no packets.\n"
            "Conversion failed!")


def _ffmpeg_source() -> None:
    T.source(
        "s-ffmpeg", CLIP, "2026-04-13T09:00:00Z", "feat/1080-preset",
        U("Add a 1080-wide export preset and try it on samples/pan.mov."),
        B("ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0 samples/pan.mov",
          "1442,810"),
        E(f"{CLIP}/clipforge/presets.py", "PRESETS = {",
          "PRESETS = {\n    \"w1080\": {\"vf\": \"scale=1080:-1\", \"crf\": 20},"),
        B("ffmpeg -hide_banner -y -i samples/pan.mov -vf scale=1080:-1 -c:v libx264 -crf 20 out/pan-1080.mp4",
          _x264_fail("height", "1080x607", "samples/pan.mov"), 1),
        S("-1 keeps the aspect ratio exactly, giving 607 rows; libx264 with yuv420p needs even dimensions. -2 "
          "rounds to an even number."),
        E(f"{CLIP}/clipforge/presets.py", "\"scale=1080:-1\"", "\"scale=1080:-2\""),
        B("ffmpeg -hide_banner -y -i samples/pan.mov -vf scale=1080:-2 -c:v libx264 -crf 20 out/pan-1080.mp4 "
          "2>&1 | tail -1", "frame=  241 fps=118 q=-1.0 Lsize=    5210KiB time=00:00:08.00 bitrate=5334.1kbits/s "
          "speed=3.93x"),
        B("ffprobe -v error -select_streams v:0 -show_entries stream=width,height -of csv=p=0 out/pan-1080.mp4",
          "1080,608"),
    )
    T.lesson(
        "t11-ffmpeg-even", "project", "en", "s-ffmpeg", "tool_quirk",
        "clipforge presets: scale with -2, not -1, so libx264 gets even frame sizes",
        "An export with `-vf scale=1080:-1 -c:v libx264` fails with `height not divisible by 2 (1080x607)` and "
        "`Conversion failed!` for sources whose aspect ratio gives an odd height.",
        "The same preset works on 16:9 sources, so it looks like a problem with the input file.",
        "`-1` keeps the exact aspect ratio and may produce an odd size; libx264 with 4:2:0 chroma needs both "
        "dimensions even.",
        "Use `-2` for the computed side (`scale=1080:-2` or `scale=-2:<height>`), or round both sides to even "
        "numbers, in every preset that scales before libx264.",
        "```\n[libx264 @ 0x5633d1e0a2c0] height not divisible by 2 (1080x607)\nConversion failed!\n```\n"
        "With `scale=1080:-2` in presets.py the same export wrote out/pan-1080.mp4 at `1080,608`.",
    )


def build_ninth_part() -> None:
    _vite_source()
    _vite_later()
    _ffmpeg_source()
