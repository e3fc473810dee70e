"""The fourteenth tracking corpus's case tables (one `CaseTables("t14-")`), the step helpers its parts share, and
lessons A (a stale bootsnap load-path cache in a Rails app) and B (ts-node under `"type": "module"`).

How the labels were written (the same for every part, _b … _e): each label comes from the session text written
here, before anything judged it, by someone who had not read the product's tracking code, the benches or the
earlier corpora's lessons, cases and labels.
- applied: the later session does the lesson's fix up front, before meeting the failure (often spelt another
  way: other flag order, long flags, another launcher or path, the setting written into a file by Edit/Write, a
  sibling project), and the failure does not show in it.
- recurred: the lesson's failure shows again (another file, module, test, branch, host, project or program, in
  an error result or in a CI or service log), whether or not it is fixed afterwards; meeting the failure and then
  running the fix is recurred, not applied.
- neither: unrelated work, look-alike errors with another cause, the fix's words in an unrelated place (a docs
  grep, a listing, a README edit, a commit message, a file read that holds the setting, an inspect-only
  command), and sessions dated before the lesson's source session whatever they hold."""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t14-")
SOURCES, LATER, LESSONS, PAIRS = T.sources, T.later_sessions, T.lessons, T.pairs


def u(text: str) -> tuple[Any, ...]:
    return ("user", text)


def say(text: str) -> tuple[Any, ...]:
    return ("say", text)


def sh(command: str, output: str, error: bool = False) -> tuple[Any, ...]:
    return ("bash", command, output, error)


def rd(path: str, output: str) -> tuple[Any, ...]:
    return ("tool", "Read", {"file_path": path}, output, False)


def grep(pattern: str, path: str, output: str) -> tuple[Any, ...]:
    return ("tool", "Grep", {"pattern": pattern, "path": path, "output_mode": "content", "-n": True}, output, False)


def ed(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


def wr(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


# --- A: bootsnap's load-path cache after moving files ----------------------------------------------------------

TIDE = "/home/dana/src/tidepool"
BOOTSNAP_TRACE = (
    "Exit code 1\n/home/dana/.rbenv/versions/3.3.4/lib/ruby/gems/3.3.0/gems/bootsnap-1.18.4/lib/bootsnap/"
    "load_path_cache/core_ext/kernel_require.rb:30:in `require': cannot load such file -- "
    "/home/dana/src/tidepool/app/lib/{file} (LoadError)\n"
    "\tfrom /home/dana/.rbenv/versions/3.3.4/lib/ruby/gems/3.3.0/gems/bootsnap-1.18.4/lib/bootsnap/"
    "load_path_cache/core_ext/kernel_require.rb:30:in `require'\n"
    "\tfrom /home/dana/src/tidepool/config/initializers/{init}:3:in `<main>'\n"
    "\tfrom /home/dana/.rbenv/versions/3.3.4/lib/ruby/gems/3.3.0/gems/railties-7.2.1/lib/rails/engine.rb:689:in "
    "`load'")


def lesson_a() -> None:
    T.source(
        "s-tide-bootsnap", TIDE, "2026-03-02T09:10:00Z", "feature/invoice-pdf",
        u("I moved the PDF renderer from app/lib/pdf to lib/pdf and now the invoice tests blow up on boot. "
          "Can you look?"),
        sh("bin/rails test test/services/invoice_pdf_test.rb",
           BOOTSNAP_TRACE.format(file="pdf/renderer.rb", init="pdf.rb"), True),
        sh("ls app/lib/pdf lib/pdf", "Exit code 2\nls: cannot access 'app/lib/pdf': No such file or directory\n"
           "lib/pdf:\nrenderer.rb  styles.rb", True),
        rd(f"{TIDE}/config/initializers/pdf.rb", "1\t# frozen_string_literal: true\n2\t\n3\trequire "
           "\"pdf/renderer\"\n4\t\n5\tRails.application.config.x.pdf_renderer = Pdf::Renderer\n"),
        say("The initializer requires `pdf/renderer` by feature name, and the file really is in lib/pdf now. The "
            "path in the LoadError is the old one: bootsnap's load-path cache in tmp/cache/bootsnap still maps "
            "the feature to app/lib. Clearing that cache and re-running."),
        sh("rm -rf tmp/cache/bootsnap && bin/rails test test/services/invoice_pdf_test.rb",
           "Running 6 tests in a single process (parallelization threshold is 50)\nRun options: --seed 40218\n\n"
           "# Running:\n\n......\n\nFinished in 0.841233s, 7.1324 runs/s, 16.6422 assertions/s.\n"
           "6 runs, 14 assertions, 0 failures, 0 errors, 0 skips"))
    T.lesson(
        "t14-bootsnap-stale-path", "project", "en", "s-tide-bootsnap", "workflow",
        "Moving Ruby files between load-path dirs leaves bootsnap pointing at the old path",
        "After moving a file (e.g. app/lib/pdf → lib/pdf) `bin/rails test` dies at boot with `cannot load such "
        "file` naming the OLD absolute path, raised from bootsnap's kernel_require.rb.",
        "The file exists and the `require` is right, so it looks like a load-path or autoload config problem "
        "and invites editing config/application.rb.",
        "bootsnap caches feature-name → absolute-path resolutions in tmp/cache/bootsnap; a moved file keeps "
        "resolving to where it used to be until the cache is dropped.",
        "Delete the cache after moving files (`rm -rf tmp/cache/bootsnap`) and rerun `bin/rails test <file>`; "
        "for a one-off, `DISABLE_BOOTSNAP=1 bin/rails <command>` skips the cache entirely.",
        "`bin/rails test test/services/invoice_pdf_test.rb` → `cannot load such file -- "
        "/home/dana/src/tidepool/app/lib/pdf/renderer.rb (LoadError)` from `bootsnap-1.18.4`; after `rm -rf "
        "tmp/cache/bootsnap` the same test run gave `6 runs, 14 assertions, 0 failures, 0 errors, 0 skips`.")


def later_a() -> None:
    T.later("l-tide-concern-move", TIDE, "2026-03-11T10:05:00Z", "refactor/exportable",
            u("move the Exportable concern out of app/models/concerns into lib/exportable.rb, keep behaviour"),
            sh("git mv app/models/concerns/exportable.rb lib/exportable.rb", ""),
            ed(f"{TIDE}/app/models/invoice.rb", "  include Exportable\n",
               "  require \"exportable\"\n  include Exportable\n"),
            sh("rm -fr ./tmp/cache/bootsnap/ && bin/rails test test/models",
               "Running 41 tests in a single process (parallelization threshold is 50)\nRun options: --seed "
               "9921\n\n# Running:\n\n.........................................\n\nFinished in 2.114502s\n"
               "41 runs, 97 assertions, 0 failures, 0 errors, 0 skips"))
    T.pair("t14-bootsnap-stale-path", "l-tide-concern-move", "applied",
           "moves a file between load-path dirs and clears tmp/cache/bootsnap (rm -fr, trailing slash) before "
           "the first test run, which passes")
    T.later("l-tide-mailer-move", TIDE, "2026-03-13T15:20:00Z", "refactor/mailers",
            u("split InvoiceMailer's helpers into app/mailers/concerns; run the mailer previews after"),
            sh("mkdir -p app/mailers/concerns && git mv app/helpers/invoice_mailer_helper.rb "
               "app/mailers/concerns/invoice_formatting.rb", ""),
            ed(f"{TIDE}/app/mailers/concerns/invoice_formatting.rb", "module InvoiceMailerHelper",
               "module InvoiceFormatting"),
            sh("DISABLE_BOOTSNAP=1 bin/rails runner 'puts InvoiceMailer.preview_class.emails.inspect'",
               "[\"paid\", \"overdue\", \"reminder\"]"),
            sh("DISABLE_BOOTSNAP=1 bin/rails test test/mailers",
               "Running 9 tests in a single process (parallelization threshold is 50)\n\n.........\n\n"
               "9 runs, 23 assertions, 0 failures, 0 errors, 0 skips"))
    T.pair("t14-bootsnap-stale-path", "l-tide-mailer-move", "applied",
           "after moving a helper file it runs rails with DISABLE_BOOTSNAP=1 from the start; no LoadError")
    T.later("l-tidead-move-sidekiq", "/home/dana/src/tidepool-admin", "2026-03-18T09:40:00Z", "main",
            u("in tidepool-admin, move app/workers/* into app/jobs and rename the classes to *Job"),
            sh("git mv app/workers/nightly_sync_worker.rb app/jobs/nightly_sync_job.rb && git mv "
               "app/workers/purge_worker.rb app/jobs/purge_job.rb", ""),
            ed("/home/dana/src/tidepool-admin/app/jobs/nightly_sync_job.rb", "class NightlySyncWorker",
               "class NightlySyncJob"),
            ed("/home/dana/src/tidepool-admin/app/jobs/purge_job.rb", "class PurgeWorker", "class PurgeJob"),
            sh("rm -rf tmp/cache/bootsnap* && bin/rails zeitwerk:check", "Hold on, I am eager loading the "
               "application.\nAll is good!"))
    T.pair("t14-bootsnap-stale-path", "l-tidead-move-sidekiq", "applied",
           "sibling admin app: files moved, bootsnap cache deleted (glob spelling) before the first boot; "
           "zeitwerk:check is clean")


def later_a2() -> None:
    T.later("l-tide-branch-back", TIDE, "2026-03-16T11:00:00Z", "main",
            u("back on main after the pdf branch got merged; please run the migrations and the styles tests"),
            sh("git checkout main && git pull --ff-only", "Switched to branch 'main'\nUpdating 4be19a0..c0d7e12\n"
               "Fast-forward\n lib/pdf/styles.rb | 48 +++++\n 2 files changed"),
            sh("bin/rails db:migrate", BOOTSNAP_TRACE.format(file="pdf/styles.rb", init="pdf_styles.rb")
               .replace("`<main>'", "`<main>'\nTasks: TOP => db:migrate => db:load_config => environment"),
               True),
            sh("rm -rf tmp/cache/bootsnap && bin/rails db:migrate", "== 20260314093011 AddPdfThemeToAccounts: "
               "migrating ==\n-- add_column(:accounts, :pdf_theme, :string)\n   -> 0.0031s"))
    T.pair("t14-bootsnap-stale-path", "l-tide-branch-back", "recurred",
           "db:migrate hits bootsnap's cannot load such file for the old app/lib path of pdf/styles.rb, then "
           "the cache is cleared")
    T.later("l-tide-ci-cache", TIDE, "2026-03-20T14:10:00Z", "ci/cache-tmp",
            u("CI went red on the cache-tmp branch, see why"),
            sh("gh run view 13920417 --log-failed | tail -6",
               "test\tRun bin/rails test\t/home/runner/work/tidepool/tidepool/vendor/bundle/ruby/3.3.0/gems/"
               "bootsnap-1.18.4/lib/bootsnap/load_path_cache/core_ext/kernel_require.rb:30:in `require': cannot "
               "load such file -- /home/runner/work/tidepool/tidepool/app/lib/exportable.rb (LoadError)\n"
               "test\tRun bin/rails test\t##[error]Process completed with exit code 1."),
            say("The job restores tmp/cache from the previous run, so bootsnap still has exportable at its "
                "pre-move path. I'll exclude tmp/cache/bootsnap from the cache key."),
            ed(f"{TIDE}/.github/workflows/ci.yml", "          path: |\n            vendor/bundle\n            "
               "tmp/cache\n", "          path: |\n            vendor/bundle\n"))
    T.pair("t14-bootsnap-stale-path", "l-tide-ci-cache", "recurred",
           "the CI log shows bootsnap's LoadError for exportable.rb at its old path (restored tmp/cache)")
    T.later("l-tide-prawn-table", TIDE, "2026-03-12T16:30:00Z", "feature/invoice-lines",
            u("add a line-item table to the invoice pdf"),
            ed(f"{TIDE}/lib/pdf/renderer.rb", "require \"prawn\"\n", "require \"prawn\"\nrequire \"prawn/table\"\n"),
            sh("bin/rails test test/services/invoice_pdf_test.rb", "Exit code 1\n/home/dana/.rbenv/versions/3.3.4/"
               "lib/ruby/gems/3.3.0/gems/bootsnap-1.18.4/lib/bootsnap/load_path_cache/core_ext/kernel_require.rb:"
               "30:in `require': cannot load such file -- prawn/table (LoadError)\n\tfrom /home/dana/src/tidepool/"
               "lib/pdf/renderer.rb:4:in `<main>'", True),
            ed(f"{TIDE}/Gemfile", "gem \"prawn\", \"~> 2.5\"\n", "gem \"prawn\", \"~> 2.5\"\ngem \"prawn-table\", "
               "\"~> 0.2\"\n"),
            sh("bundle install --quiet && bin/rails test test/services/invoice_pdf_test.rb",
               "6 runs, 15 assertions, 0 failures, 0 errors, 0 skips"))
    T.pair("t14-bootsnap-stale-path", "l-tide-prawn-table", "neither",
           "look-alike: cannot load such file for prawn/table is a gem missing from the Gemfile, not a stale "
           "cached path")
    T.later("l-tide-boot-read", TIDE, "2026-02-24T10:00:00Z", "main",
            u("why does boot take 4s? just look, don't change anything"),
            rd(f"{TIDE}/config/boot.rb", "1\tENV[\"BUNDLE_GEMFILE\"] ||= File.expand_path(\"../Gemfile\", "
               "__dir__)\n2\t\n3\trequire \"bundler/setup\"\n4\trequire \"bootsnap/setup\"\n"),
            sh("du -sh tmp/cache/bootsnap && time bin/rails runner 'nil'", "38M\ttmp/cache/bootsnap\n\n"
               "real\t0m3.912s\nuser\t0m2.801s\nsys\t0m0.977s"))
    T.pair("t14-bootsnap-stale-path", "l-tide-boot-read", "neither",
           "dated before the source session; only reads boot.rb and sizes the bootsnap cache")


# --- B: ts-node with "type": "module" ---------------------------------------------------------------------------

QUILL = "/home/ren/code/quillmark"


def esm_error(path: str) -> str:
    return ("Exit code 1\nTypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for "
            f"{path}\n    at Object.getFileProtocolModuleFormat [as file:] (node:internal/modules/esm/"
            "get_format:176:9)\n    at defaultGetFormat (node:internal/modules/esm/get_format:219:36)\n    at "
            "defaultLoad (node:internal/modules/esm/load:143:22)\n    at async ModuleLoader.load "
            "(node:internal/modules/esm/loader:553:7) {\n  code: 'ERR_UNKNOWN_FILE_EXTENSION'\n}\n\nNode.js v20.17.0")


def lesson_b() -> None:
    T.source(
        "s-quill-tsnode", QUILL, "2026-03-02T14:00:00Z", "esm-switch",
        u("I flipped package.json to \"type\": \"module\" so we can import the ESM-only unified packages. "
          "`npx ts-node src/cli.ts build` broke. fix it pls"),
        sh("npx ts-node src/cli.ts build", esm_error(f"{QUILL}/src/cli.ts"), True),
        rd(f"{QUILL}/package.json", "1\t{\n2\t  \"name\": \"quillmark\",\n3\t  \"version\": \"0.9.0\",\n4\t  \"type\": "
           "\"module\",\n5\t  \"scripts\": {\n6\t    \"dev\": \"ts-node src/cli.ts\",\n7\t    \"test\": \"mocha\"\n"
           "8\t  },\n"),
        say("With \"type\": \"module\" Node loads src/cli.ts as ESM itself, and plain `ts-node` only hooks "
            "CommonJS `require`. The ESM loader has to be registered with Node."),
        sh("node --loader ts-node/esm src/cli.ts build",
           "(node:48211) ExperimentalWarning: `--experimental-loader` may be removed in the future; instead use "
           "`register()`:\n--import 'data:text/javascript,import { register } from \"node:module\"; import { "
           "pathToFileURL } from \"node:url\"; register(\"ts-node/esm\", pathToFileURL(\"./\"));'\n"
           "built 14 pages in 1.92s"),
        ed(f"{QUILL}/package.json", "\"dev\": \"ts-node src/cli.ts\"", "\"dev\": \"node --loader ts-node/esm "
           "src/cli.ts\""),
        sh("npm run dev -- build", "\n> quillmark@0.9.0 dev\n> node --loader ts-node/esm src/cli.ts build\n\n"
           "(node:48377) ExperimentalWarning: `--experimental-loader` may be removed in the future\n"
           "built 14 pages in 1.88s"))
    T.lesson(
        "t14-tsnode-esm-loader", "project", "en", "s-quill-tsnode", "env_setup",
        "ts-node fails with ERR_UNKNOWN_FILE_EXTENSION once package.json says \"type\": \"module\"",
        "`npx ts-node <entry>.ts` exits with `TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension "
        "\".ts\"` right after switching the package to ESM.",
        "The message reads like ts-node is missing or tsconfig is wrong; reinstalling ts-node or editing "
        "tsconfig does nothing.",
        "Under \"type\": \"module\" Node's ESM loader loads the .ts file itself; ts-node's default hook only "
        "covers CommonJS require, so it has to be registered as an ESM loader.",
        "Run TypeScript entry points through the ESM loader: `node --loader ts-node/esm <entry>.ts` (also in the "
        "npm scripts), or `ts-node-esm <entry>.ts`.",
        ["`npx ts-node src/cli.ts build` → `TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\"`",
         "`node --loader ts-node/esm src/cli.ts build` → `built 14 pages in 1.92s`; the dev script was changed "
         "to use it and `npm run dev -- build` worked"])


def later_b() -> None:
    T.later("l-quill-gen-icons", QUILL, "2026-03-10T09:30:00Z", "icons",
            u("add a script that generates src/icons.ts from the svg folder and run it once"),
            wr(f"{QUILL}/scripts/gen-icons.ts", "import { readdir, readFile, writeFile } from \"node:fs/promises\";\n"
               "const dir = new URL(\"../assets/icons/\", import.meta.url);\nconst names = (await readdir(dir))"
               ".filter((f) => f.endsWith(\".svg\"));\nlet out = \"\";\nfor (const n of names) {\n  const svg = "
               "await readFile(new URL(n, dir), \"utf8\");\n  out += `export const ${n.replace(\".svg\", \"\")} = "
               "${JSON.stringify(svg)};\\n`;\n}\nawait writeFile(new URL(\"../src/icons.ts\", import.meta.url), out);\n"
               "console.log(`wrote ${names.length} icons`);\n"),
            sh("node --experimental-loader=ts-node/esm scripts/gen-icons.ts",
               "(node:51002) ExperimentalWarning: `--experimental-loader` may be removed in the future; instead "
               "use `register()`\nwrote 27 icons"))
    T.pair("t14-tsnode-esm-loader", "l-quill-gen-icons", "applied",
           "runs the new .ts script through the ESM loader (long --experimental-loader= spelling) from the "
           "first call")
    T.later("l-quilltheme-mocha", "/home/ren/code/quillmark-theme", "2026-03-14T13:00:00Z", "main",
            u("quillmark-theme is ESM too now. get the mocha tests running"),
            rd("/home/ren/code/quillmark-theme/package.json", "1\t{\n2\t  \"name\": \"quillmark-theme\",\n3\t  "
               "\"type\": \"module\",\n4\t  \"scripts\": { \"test\": \"mocha 'test/**/*.test.ts'\" }\n5\t}\n"),
            sh("NODE_OPTIONS='--loader ts-node/esm' npx mocha 'test/**/*.test.ts'",
               "(node:60113) ExperimentalWarning: `--experimental-loader` may be removed in the future\n\n\n"
               "  palette\n    ✔ derives dark tokens\n    ✔ keeps contrast >= 4.5\n  typography\n    ✔ scales "
               "headings\n\n\n  3 passing (41ms)\n"))
    T.pair("t14-tsnode-esm-loader", "l-quilltheme-mocha", "applied",
           "sibling ESM package: registers ts-node/esm through NODE_OPTIONS for mocha before any run; tests pass")
    T.later("l-quill-migrate-script", QUILL, "2026-03-17T10:15:00Z", "content-migrate",
            u("add an npm script `migrate` for scripts/migrate-frontmatter.ts and run it on content/"),
            ed(f"{QUILL}/package.json", "    \"test\": \"mocha\"\n", "    \"test\": \"mocha\",\n    \"migrate\": "
               "\"node --loader ts-node/esm scripts/migrate-frontmatter.ts\"\n"),
            sh("npm run migrate -- content/", "\n> quillmark@0.9.0 migrate\n> node --loader ts-node/esm "
               "scripts/migrate-frontmatter.ts content/\n\nmigrated 112 files (3 unchanged)"))
    T.pair("t14-tsnode-esm-loader", "l-quill-migrate-script", "applied",
           "the new npm script is written with node --loader ts-node/esm before it is ever run")


def later_b2() -> None:
    T.later("l-quill-release", QUILL, "2026-03-19T16:45:00Z", "release/0.10",
            u("cut 0.10.0 with scripts/release.ts"),
            sh("npx ts-node scripts/release.ts 0.10.0", esm_error(f"{QUILL}/scripts/release.ts"), True),
            sh("node --loader ts-node/esm scripts/release.ts 0.10.0", "(node:71820) ExperimentalWarning: "
               "`--experimental-loader` may be removed in the future\nbumped package.json to 0.10.0\ntagged v0.10.0"))
    T.pair("t14-tsnode-esm-loader", "l-quill-release", "recurred",
           "plain npx ts-node on scripts/release.ts hits ERR_UNKNOWN_FILE_EXTENSION again, fixed only after")
    T.later("l-quill-ci-mocha", QUILL, "2026-03-21T08:50:00Z", "ci-node22",
            u("the node 22 CI job fails, why?"),
            sh("gh run view --job 28811930 --log | grep -B2 -A4 ERR_", "test (22.x)\tnpm test\t> mocha\n"
               "test (22.x)\tnpm test\tTypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\" for "
               "/home/runner/work/quillmark/quillmark/test/render.test.ts\ntest (22.x)\tnpm test\t    at "
               "Object.getFileProtocolModuleFormat [as file:] (node:internal/modules/esm/get_format:218:9)\n"
               "test (22.x)\tnpm test\t##[error]Process completed with exit code 1."),
            rd(f"{QUILL}/.mocharc.json", "1\t{\n2\t  \"extension\": [\"ts\"],\n3\t  \"spec\": \"test/**/*.test.ts\"\n"
               "4\t}\n"))
    T.pair("t14-tsnode-esm-loader", "l-quill-ci-mocha", "recurred",
           "the CI log shows mocha loading test/render.test.ts and failing with ERR_UNKNOWN_FILE_EXTENSION")
    T.later("l-quill-missing-ext", QUILL, "2026-03-12T11:20:00Z", "slug-util",
            u("extract the slug helper into src/util/slug.ts and use it from cli.ts"),
            wr(f"{QUILL}/src/util/slug.ts", "export const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+"
               "/g, \"-\").replace(/^-|-$/g, \"\");\n"),
            ed(f"{QUILL}/src/cli.ts", "import { build } from \"./build.js\";", "import { build } from \"./build.js\";"
               "\nimport { slug } from \"./util/slug\";"),
            sh("npx tsc -p tsconfig.build.json && node dist/cli.js build", "Exit code 1\nnode:internal/modules/"
               "esm/resolve:265\n    throw new ERR_MODULE_NOT_FOUND(\n          ^\n\nError [ERR_MODULE_NOT_FOUND]: "
               "Cannot find module '/home/ren/code/quillmark/dist/util/slug' imported from "
               "/home/ren/code/quillmark/dist/cli.js\n\nNode.js v20.17.0", True),
            ed(f"{QUILL}/src/cli.ts", "from \"./util/slug\";", "from \"./util/slug.js\";"),
            sh("npx tsc -p tsconfig.build.json && node dist/cli.js build", "built 14 pages in 1.41s"))
    T.pair("t14-tsnode-esm-loader", "l-quill-missing-ext", "neither",
           "look-alike ESM error: compiled dist/cli.js imports ./util/slug without .js (ERR_MODULE_NOT_FOUND); no "
           "ts-node involved")
    T.later("l-quill-readme", QUILL, "2026-03-15T17:00:00Z", "docs",
            u("document in the README how to run the CLI from source"),
            grep("ts-node", QUILL, "package.json:6:    \"dev\": \"node --loader ts-node/esm src/cli.ts\",\n"
                 "package.json:21:    \"ts-node\": \"^10.9.2\","),
            ed(f"{QUILL}/README.md", "## Development\n", "## Development\n\nRun the CLI from source with `npm run "
               "dev -- build` (it runs `node --loader ts-node/esm src/cli.ts`).\n"))
    T.pair("t14-tsnode-esm-loader", "l-quill-readme", "neither",
           "the loader's words appear only in a grep and a README line; nothing TypeScript is run")
    T.later("l-quill-marked-bump", QUILL, "2026-03-22T10:10:00Z", "deps",
            u("bump marked to 14 and check the snapshot tests"),
            sh("npm install marked@14.1.3", "\nchanged 1 package, and audited 212 packages in 2s\n\nfound 0 "
               "vulnerabilities"),
            sh("npm test", "\n> quillmark@0.10.0 test\n> mocha\n\n  render\n    ✔ headings (12ms)\n    ✔ tables\n"
               "\n  2 passing (88ms)\n"))
    T.pair("t14-tsnode-esm-loader", "l-quill-marked-bump", "neither",
           "unrelated dependency bump; the test run goes through the repo's already-configured scripts")
