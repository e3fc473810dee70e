"""The ninth corpus's scripted sessions, part three: GraphQL codegen against a server still booting, Turborepo 2's
`tasks` rename and an env var the cache ignored, the Nx daemon, TypeScript project references (TS6305),
next/image remote hosts, and typescript-eslint's project service."""
from __future__ import annotations

from typing import Any

CODEGEN = [
    ("user", "regenerate the graphql types, I added `avatarUrl` to User on the server"),
    ('bash', 'grep -n schema codegen.ts', "4:  schema: 'http://localhost:4000/graphql',", False),
    ("bash", "npm run dev:api > /tmp/api.log 2>&1 &", "", False),
    ("bash", "npx graphql-codegen --config codegen.ts",
     "Exit code 1\n✔ Parse Configuration\n⚠ Generate outputs\n  ❯ Generate to src/gql/\n    ✔ Load GraphQL schemas\n"
     "    ✖ Failed to load schema from http://localhost:4000/graphql:\n\n        request to "
     "http://localhost:4000/graphql failed, reason: connect ECONNREFUSED 127.0.0.1:4000\n    ◼ Load GraphQL "
     "documents\n    ◼ Generate", True),
    ("bash", "tail -3 /tmp/api.log", "[api] compiling schema…\n[api] prisma client ready\n[api] 🚀 listening on "
                                     "http://localhost:4000/graphql", False),
    ("bash", "npx graphql-codegen --config codegen.ts",
     "✔ Parse Configuration\n✔ Generate outputs", False),
    ("bash", "git diff --stat src/gql", " src/gql/graphql.ts | 3 +++\n 1 file changed, 3 insertions(+)", False),
    ("bash", "npx tsc --noEmit",
     "Exit code 2\nsrc/components/Avatar.tsx(9,23): error TS2339: Property 'avatarURL' does not exist on type "
     "'UserCardFragment'. Did you mean 'avatarUrl'?", True),
    ("edit", "/home/tom/social/src/components/Avatar.tsx", "user.avatarURL", "user.avatarUrl"),
    ("bash", "npx tsc --noEmit", "", False),
    ("say", "The first codegen ran before the API had finished starting; the retry, with nothing changed, "
            "generated the types. Then one typo (`avatarURL`) in Avatar.tsx."),
]

TURBO = [
    ("user", "upgraded turbo to 2.1, `npx turbo run build` refuses to run now"),
    ('bash', 'npx turbo --version', '2.1.3', False),
    ("bash", 'cat turbo.json',
     '{\n  "$schema": "https://turbo.build/schema.json",\n  "pipeline": {\n    "build": {\n'
     '      "dependsOn": ["^build"],\n      "outputs": [".next/**", "!.next/cache/**"]\n    },\n'
     '    "lint": {}\n  }\n}', False),
    ("bash", "npx turbo run build",
     "Exit code 1\n  x found `pipeline` field instead of `tasks`\n   ╭─[turbo.json:2:1]\n 2 │   \"$schema\": "
     "\"https://turbo.build/schema.json\",\n 3 │   \"pipeline\": {\n   ·   ─────┬────\n   ·        ╰── Rename "
     "`pipeline` field to `tasks`\n 4 │     \"build\": {\n   ╰────\n  help: changed in 2.0: `pipeline` has been "
     "renamed to `tasks`", True),
    ("bash", "npx @turbo/codemod rename-pipeline --force",
     ">>> Modifications To Make:\n>>> rename-pipeline\n    turbo.json ✓\n\n>>> Results:\n┌──────────┬──────────┐\n"
     "│ modified │ 1        │\n└──────────┴──────────┘", False),
    ("bash", "npx turbo run build",
     "• Packages in scope: @acme/api, @acme/ui, @acme/web\n• Running build in 3 packages\n@acme/ui:build: cache miss, "
     "executing 3b1c0a9e\n@acme/api:build: cache miss, executing 6d20f4c1\n@acme/web:build: cache miss, executing "
     "f01e77b2\n\n Tasks:    3 successful, 3 total\nCached:    0 cached, 3 total\n  Time:    41.2s", False),
    ("user", "now the web build on staging still points at the prod API even though I set NEXT_PUBLIC_API_URL"),
    ("bash", "NEXT_PUBLIC_API_URL=https://staging.acme.dev npx turbo run build --filter=@acme/web",
     "• Packages in scope: @acme/web\n• Running build in 1 packages\n@acme/web:build: cache hit, replaying logs "
     "f01e77b2\n\n Tasks:    1 successful, 1 total\nCached:    1 cached, 1 total\n  Time:    212ms >>> FULL TURBO",
     False),
    ("say", "Cache hit with the same hash: turbo 2 runs tasks in strict env mode and does not hash "
            "NEXT_PUBLIC_API_URL unless turbo.json lists it, so the old (prod) output is replayed."),
    ("edit", "/home/ren/acme/turbo.json", '"outputs": [".next/**", "!.next/cache/**"]',
     '"outputs": [".next/**", "!.next/cache/**"],\n      "env": ["NEXT_PUBLIC_API_URL"]'),
    ("bash", "NEXT_PUBLIC_API_URL=https://staging.acme.dev npx turbo run build --filter=@acme/web && grep -ro "
             "'staging.acme.dev' apps/web/.next/static | head -1",
     "• Packages in scope: @acme/web\n@acme/web:build: cache miss, executing 8a4e2d10\n\n Tasks:    1 successful, "
     "1 total\nCached:    0 cached, 1 total\n  Time:    38.9s\napps/web/.next/static/chunks/app/page-2c1f.js:"
     "staging.acme.dev", False),
]

NX_DAEMON = [
    ("user", "nx commands hang and then die, locally and on CI"),
    ('bash', 'git log --oneline -2', 'c0d4e19 libs: split ui\n5b7a2f3 ci: cache node_modules', False),
    ("bash", "npx nx run-many -t lint",
     "Exit code 1\n\n NX   Daemon process terminated and closed the connection\n\nPlease rerun the command, which "
     "will restart the daemon.\nIf you get this error again, check for any errors in the daemon process logs "
     "found in: /home/uma/mono/.nx/workspace-data/d/daemon.log", True),
    ("bash", "tail -4 .nx/workspace-data/d/daemon.log",
     "[NX Daemon Server] - 2026-10-09T08:14:22.301Z - Error: ENOSPC: System limit for number of file watchers "
     "reached, watch '/home/uma/mono/libs'\n[NX Daemon Server] - 2026-10-09T08:14:22.305Z - Server stopped", False),
    ("bash", "npx nx reset", "\n NX   Successfully reset the Nx workspace.\n", False),
    ("bash", "npx nx run-many -t lint",
     "\n   ✔  nx run util:lint (2s)\n   ✔  nx run api:lint (4s)\n   ✔  nx run web:lint (6s)\n\n"
     " NX   Successfully ran target lint for 3 projects (7s)", False),
    ("say", "Reset cleared the daemon state and lint passes for all 3 projects."),
    ("bash", "npx nx run-many -t test",
     "Exit code 1\n\n NX   Daemon process terminated and closed the connection\n\nPlease rerun the command, which "
     "will restart the daemon.", True),
    ("say", "The daemon died again: the log showed ENOSPC on file watchers, which `nx reset` does not change. "
            "Either raise fs.inotify.max_user_watches or run with NX_DAEMON=false."),
    ("bash", "NX_DAEMON=false npx nx run-many -t test",
     "\n   ✔  nx run util:test (3s)\n   ✔  nx run api:test (9s)\n   ✔  nx run web:test (12s)\n\n"
     " NX   Successfully ran target test for 3 projects (14s)", False),
    ("user", "CI still fails with the daemon error though, and I can't change sysctl there"),
]

TS_REFS = [
    ("user", "typecheck of packages/app fails with some TS6305 thing after I split out packages/shared"),
    ('bash', 'ls packages', 'app\nshared', False),
    ("bash", "npx tsc -p packages/app --noEmit",
     "Exit code 2\npackages/app/src/main.ts(1,24): error TS6305: Output file '/home/vic/mono/packages/shared/dist/"
     "index.d.ts' has not been built from source file '/home/vic/mono/packages/shared/src/index.ts'.\n\nFound 1 "
     "error in packages/app/src/main.ts:1", True),
    ("bash", "cat packages/app/tsconfig.json",
     '{\n  "extends": "../../tsconfig.base.json",\n  "compilerOptions": { "outDir": "dist" },\n'
     '  "references": [{ "path": "../shared" }]\n}', False),
    ("say", "With project references, `tsc -p` does not build the referenced project; `tsc -b` does."),
    ("bash", "npx tsc -b packages/app", "", False),
    ("bash", "ls packages/shared/dist", "index.d.ts\nindex.js\ntsconfig.tsbuildinfo", False),
    ("bash", "npx tsc -p packages/app --noEmit", "", False),
    ("edit", "/home/vic/mono/package.json", '"typecheck": "tsc -p packages/app --noEmit"',
     '"typecheck": "tsc -b packages/app"'),
    ("bash", "npm run typecheck", "\n> mono@0.0.0 typecheck\n> tsc -b packages/app\n", False),
]

NEXT_IMAGE = [
    ("user", "product images don't show, the console says something about next/image hostname"),
    ('bash', 'git log --oneline -1', '61be0d2 product page: gallery', False),
    ("bash", "curl -s localhost:3000/p/42 -o /dev/null -w '%{http_code}'", "500", False),
    ("bash", "tail -5 .next/dev.log",
     "⨯ Error: Invalid src prop (https://cdn.shopbox.io/p/42/main.webp) on `next/image`, hostname "
     "\"cdn.shopbox.io\" is not configured under images in your `next.config.js`\nSee more info: "
     "https://nextjs.org/docs/messages/next-image-unconfigured-host", False),
    ("bash", "cat next.config.mjs", "/** @type {import('next').NextConfig} */\nconst nextConfig = {\n  "
                                    "reactStrictMode: true,\n}\n\nexport default nextConfig", False),
    ("edit", "/home/gus/shopbox/next.config.mjs", "  reactStrictMode: true,\n",
     "  reactStrictMode: true,\n  images: {\n    remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopbox.io' }],\n"
     "  },\n"),
    ("say", "Added cdn.shopbox.io to images.remotePatterns. next dev restarts itself on a config change; please "
            "reload the product page."),
    ("user", "yes! images are there now"),
    ("bash", "git add next.config.mjs && git commit -qm 'images: allow cdn.shopbox.io' && git log --oneline -1",
     "a91c3e0 images: allow cdn.shopbox.io", False),
]

TSESLINT = [
    ("user", "eslint says my vitest config isn't in the project, how do I silence that properly?"),
    ('bash', 'grep -n include tsconfig.json', '12:  "include": ["src"]', False),
    ("bash", "npx eslint vitest.config.ts",
     "Exit code 1\n\n/home/wen/api/vitest.config.ts\n  0:0  error  Parsing error: /home/wen/api/vitest.config.ts was "
     "not found by the project service. Consider either including it in the tsconfig.json or including it in "
     "allowDefaultProject\n\n✖ 1 problem (1 error, 0 warnings)", True),
    ("bash", "grep -n projectService eslint.config.js", "14:        projectService: true,", False),
    ("say", "Two ways: add vitest.config.ts to tsconfig.json `include`, or set `projectService: { "
            "allowDefaultProject: ['vitest.config.ts'] }` in eslint.config.js. The first also type-checks it with "
            "tsc. Which do you prefer?"),
    ("user", "the allowDefaultProject one, but I'll do it myself later, I'm on a different branch now"),
    ("bash", "git stash list", "stash@{0}: WIP on main: 2d7e0f1 bump deps", False),
    ("bash", "npx eslint src", "", False),
    ("say", "OK. For the record, `npx eslint src` is clean; only files outside tsconfig's include (like "
            "vitest.config.ts) hit the project-service error."),
]


def sources_c() -> dict[str, tuple[str, str, str, list[Any]]]:
    return {
        "codegen-boot": ("/home/tom/social", "2026-10-09T07:30:00.000Z", "avatar", CODEGEN),
        "turbo-tasks": ("/home/ren/acme", "2026-10-09T10:10:00.000Z", "turbo2", TURBO),
        "nx-daemon": ("/home/uma/mono", "2026-10-09T08:10:00.000Z", "main", NX_DAEMON),
        "ts-refs": ("/home/vic/mono", "2026-10-10T09:00:00.000Z", "split-shared", TS_REFS),
        "next-image": ("/home/gus/shopbox", "2026-10-10T11:40:00.000Z", "cdn", NEXT_IMAGE),
        "tseslint-project": ("/home/wen/api", "2026-10-10T15:00:00.000Z", "lint", TSESLINT),
    }
