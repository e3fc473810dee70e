"""The cases of the twenty-second tracking corpus, part one (Terragrunt dependencies with no outputs, Volta without a
Yarn), and the tables every part fills. Parts _b … _g hold the other lessons.

Written by someone who had not read the product's tracking code, the bench or the earlier corpora's lessons,
cases and labels. Each source session `s-*` is scripted so the lesson's failing call and its fix call really
are in it (the fix is the last call and it passes). The later sessions `l-*` are labelled from their own text,
before anything judged them, by these rules:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with other
  names: another target, file, plugin, style, context, key path or version number; shown by a call), whatever
  follows it: a recurrence that is then fixed is still `recurred`, not `applied`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way the
  lesson names: a short flag for a long one, an environment variable for a flag, a config file or profile that
  the tool then reads, another wrapper such as pnpm exec for npx) with no such failure before it; a different
  failure after it does not undo that;
- neither: everything else: work on the same tool with no such failure and no fix, a different error from the
  same tool, the lesson's trap used instead of its fix, the fix's program or command run for something that is
  not the fix (after an unrelated failure), the fix only written into a document and never run, and any session
  dated before the lesson's source session, whatever it holds.

Pairs without an honest single label are left out."""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t22-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def bash(command: str, output: str, error: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", command, ("Exit code 1\n" + output) if error else output, error)


# ---------------------------------------------------------------- a: Terragrunt dependency not applied yet

def tg_no_outputs(dep: str, mod: str) -> str:
    msg = (f"{dep}/terragrunt.hcl is a dependency of {mod}/terragrunt.hcl but detected no outputs. Either the target "
           "module has not been applied yet, or the module has no outputs. If this is expected, set the skip_outputs "
           "flag to true on the dependency block.")
    return (f"ERRO[0006] Module {mod} has finished with an error: {msg}  prefix=[{mod}]\n"
            f"ERRO[0006] 1 error occurred:\n\t* {msg}\n")


def tg_plan(add: int) -> str:
    return ("Initializing the backend...\nInitializing provider plugins...\n- Reusing previous version of "
            "hashicorp/aws from the dependency lock file\n\nTerraform has been successfully initialized!\n\n"
            f"Terraform will perform the following actions:\n...\nPlan: {add} to add, 0 to change, 0 to destroy.\n")


VPC_DEP = 'dependency "vpc" {\n  config_path = "../vpc"\n}'
VPC_MOCK = ('dependency "vpc" {\n  config_path = "../vpc"\n\n  mock_outputs = {\n    vpc_id             = "vpc-00000000"\n'
            '    private_subnet_ids = ["subnet-00000000", "subnet-11111111"]\n  }\n'
            '  mock_outputs_allowed_terraform_commands = ["validate", "plan"]\n}')


def lesson_a() -> None:
    root = "/home/ines/infra-live"
    T.source("s-tg-mock-outputs", root, "2025-10-06T09:12:00Z", "feat/staging-app",
             ("user", "Plan the whole staging stack. The app module is new and reads the vpc module's outputs; "
                      "vpc isn't applied in staging yet."),
             bash("cd staging && terragrunt run-all plan",
                  "INFO[0000] The stack at /home/ines/infra-live/staging will be processed in the following order "
                  "for command plan:\nGroup 1\n- Module /home/ines/infra-live/staging/vpc\n\nGroup 2\n- Module "
                  "/home/ines/infra-live/staging/app\n\n" + tg_plan(23)
                  + tg_no_outputs(f"{root}/staging/vpc", f"{root}/staging/app"), True),
             ("say", "vpc's plan is fine, but app can't read outputs from a module that has never been applied. "
                     "For plan I'll give the dependency mock outputs; apply will still use the real ones."),
             ("edit", f"{root}/staging/app/terragrunt.hcl", VPC_DEP, VPC_MOCK),
             bash("cd staging && terragrunt run-all plan",
                  "INFO[0000] The stack at /home/ines/infra-live/staging will be processed in the following order "
                  "for command plan:\nGroup 1\n- Module /home/ines/infra-live/staging/vpc\n\nGroup 2\n- Module "
                  "/home/ines/infra-live/staging/app\n\n" + tg_plan(23) + tg_plan(9)))
    T.lesson("t22-tg-mock-outputs", "global", "en", "s-tg-mock-outputs", "tool_quirk",
             "terragrunt plan fails on a dependency that has never been applied",
             "`terragrunt run-all plan` stopped on the new app module: the vpc dependency \"detected no outputs\".",
             "Setting skip_outputs as the message suggests (the app's inputs then have nothing to read), or "
             "applying the dependency just to be able to plan.",
             "A `dependency` block reads the real outputs from the dependency's state; a module that has not been "
             "applied has no state and no outputs, so every plan or validate of the modules that read it fails.",
             "Give the dependency block `mock_outputs` with placeholder values for every output read, and "
             "`mock_outputs_allowed_terraform_commands = [\"validate\", \"plan\"]` so only plan and validate use "
             "them; apply keeps using the real outputs.",
             ["`cd staging && terragrunt run-all plan`",
              "`/home/ines/infra-live/staging/vpc/terragrunt.hcl is a dependency of "
              "/home/ines/infra-live/staging/app/terragrunt.hcl but detected no outputs`",
              "`mock_outputs_allowed_terraform_commands = [\"validate\", \"plan\"]`"])


def later_a() -> None:
    root = "/home/ines/infra-live"
    net_dep = 'dependency "network" {\n  config_path = "../network"\n}'
    net_mock = ('dependency "network" {\n  config_path = "../network"\n\n  mock_outputs = {\n'
                '    vpc_id              = "vpc-mock"\n    database_subnet_ids = ["subnet-mock-a", "subnet-mock-b"]\n  }\n'
                '  mock_outputs_allowed_terraform_commands = ["init", "validate", "plan"]\n}')
    T.later("l-tg-prod-rds", root, "2025-10-14T13:40:00Z", "feat/prod-rds",
            ("user", "Add an rds module under prod that uses the network module's database subnets, then plan prod. "
                     "network isn't applied in prod either."),
            ("write", f"{root}/prod/rds/terragrunt.hcl",
             'include "root" {\n  path = find_in_parent_folders("root.hcl")\n}\n\nterraform {\n  source = '
             '"../../modules//rds"\n}\n\n' + net_dep + '\n\ninputs = {\n  subnet_ids = '
             'dependency.network.outputs.database_subnet_ids\n}\n'),
            ("say", "network has no state in prod yet, so before planning I'll give its dependency block mock "
                    "outputs for plan and validate only."),
            ("edit", f"{root}/prod/rds/terragrunt.hcl", net_dep, net_mock),
            bash("cd prod && terragrunt run-all plan --terragrunt-non-interactive",
                 "INFO[0000] The stack at /home/ines/infra-live/prod will be processed in the following order for "
                 "command plan:\nGroup 1\n- Module /home/ines/infra-live/prod/network\n\nGroup 2\n- Module "
                 "/home/ines/infra-live/prod/rds\n\n" + tg_plan(31) + tg_plan(6)))
    T.pair("t22-tg-mock-outputs", "l-tg-prod-rds", "applied", "mock_outputs with the allowed commands added to the "
           "new dependency before the first plan, which passes")
    T.later("l-tg-queue-recur", root, "2025-10-20T08:05:00Z", "feat/staging-queue",
            ("user", "Plan the new staging/queue module; it takes the consumer role ARN from staging/iam."),
            bash("cd staging/queue && terragrunt plan",
                 tg_no_outputs(f"{root}/staging/iam", f"{root}/staging/queue"), True),
            ("say", "Same as with app: iam was never applied in staging. Adding mock outputs for plan."),
            ("edit", f"{root}/staging/queue/terragrunt.hcl", 'dependency "iam" {\n  config_path = "../iam"\n}',
             'dependency "iam" {\n  config_path = "../iam"\n\n  mock_outputs = {\n    consumer_role_arn = '
             '"arn:aws:iam::000000000000:role/mock"\n  }\n  mock_outputs_allowed_terraform_commands = ["plan"]\n}'),
            bash("cd staging/queue && terragrunt plan", tg_plan(4)))
    T.pair("t22-tg-mock-outputs", "l-tg-queue-recur", "recurred", "detected no outputs again for staging/iam, fixed "
           "with mock outputs only after the failure")
    T.later("l-tg-validate-apply", root, "2025-10-27T16:20:00Z", "feat/dev-eks",
            ("user", "CI's validate job is red on the dev eks module, have a look."),
            bash("cd dev && terragrunt run-all validate",
                 tg_no_outputs(f"{root}/dev/vpc", f"{root}/dev/eks"), True),
            ("say", "dev/vpc has never been applied. It's dev, so I'll just apply it and rerun validate."),
            bash("cd dev/vpc && terragrunt apply -auto-approve",
                 "Apply complete! Resources: 17 added, 0 changed, 0 destroyed.\n\nOutputs:\n\nprivate_subnet_ids = "
                 "[\n  \"subnet-0a1b\",\n  \"subnet-0c2d\",\n]\nvpc_id = \"vpc-0e5f7a\"\n"),
            bash("cd dev && terragrunt run-all validate", "Success! The configuration is valid.\n\nSuccess! The "
                 "configuration is valid.\n"))
    T.pair("t22-tg-mock-outputs", "l-tg-validate-apply", "recurred", "validate hit detected no outputs for dev/vpc; "
           "fixed by applying the dependency, still a recurrence")
    later_a2(root)


def later_a2(root: str) -> None:
    T.later("l-tg-attr-typo", root, "2025-11-03T10:00:00Z", "fix/app-subnets",
            ("user", "staging plan broke after I renamed the vpc outputs, can you fix it?"),
            bash("cd staging && terragrunt run-all plan",
                 "ERRO[0004] Module /home/ines/infra-live/staging/app has finished with an error: "
                 "/home/ines/infra-live/staging/app/terragrunt.hcl:14,39-58: Unsupported attribute; This object does "
                 "not have an attribute named \"private_subnet_ids\".  prefix=[/home/ines/infra-live/staging/app]\n",
                 True),
            ("say", "The vpc module now exports `private_subnets`; app still reads the old name."),
            ("edit", f"{root}/staging/app/terragrunt.hcl", "dependency.vpc.outputs.private_subnet_ids",
             "dependency.vpc.outputs.private_subnets"),
            bash("cd staging && terragrunt run-all plan", tg_plan(0) + tg_plan(2)))
    T.pair("t22-tg-mock-outputs", "l-tg-attr-typo", "neither", "an unsupported attribute after a rename, not a "
           "dependency without outputs; no mock outputs added")
    T.later("l-tg-docs", root, "2025-11-05T15:30:00Z", "docs/new-module-howto",
            ("user", "Write a short how-to in docs/ for adding a module to an environment that isn't applied yet."),
            ("write", f"{root}/docs/adding-a-module.md",
             "# Adding a module\n\n1. Create `<env>/<module>/terragrunt.hcl` including root.hcl.\n2. For each "
             "`dependency` whose module is not applied yet in that env, add `mock_outputs` with a placeholder for "
             "every output you read and `mock_outputs_allowed_terraform_commands = [\"validate\", \"plan\"]`.\n"
             "3. Run `terragrunt run-all plan` from the env directory.\n"),
            ("say", "Written to docs/adding-a-module.md."))
    T.pair("t22-tg-mock-outputs", "l-tg-docs", "neither", "mock outputs only described in a how-to; terragrunt is "
           "never run")
    T.later("l-tg-early", root, "2025-09-22T11:00:00Z", "feat/staging-db",
            ("user", "Plan staging/db, it reads the vpc outputs."),
            bash("cd staging/db && terragrunt plan", tg_no_outputs(f"{root}/staging/vpc", f"{root}/staging/db"),
                 True),
            ("edit", f"{root}/staging/db/terragrunt.hcl", VPC_DEP, VPC_MOCK),
            bash("cd staging/db && terragrunt plan", tg_plan(5)))
    T.pair("t22-tg-mock-outputs", "l-tg-early", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- b: Volta with no Yarn selected

VOLTA_NO_YARN = ("error: Yarn is not available.\n\nUse `volta install yarn` to select a default version (see "
                 "`volta help install` for more info).\n")


def yarn_ok(secs: str) -> str:
    return (f"yarn install v1.22.22\n[1/4] Resolving packages...\n[2/4] Fetching packages...\n[3/4] Linking "
            f"dependencies...\n[4/4] Building fresh packages...\nDone in {secs}s.\n")


def lesson_b() -> None:
    cwd = "/Users/hana/code/storefront"
    T.source("s-volta-yarn", cwd, "2025-10-07T02:30:00Z", "chore/new-laptop",
             ("user", "New laptop, Volta is installed. Install the storefront deps and run the unit tests."),
             bash("node --version && yarn install --frozen-lockfile", "v20.17.0\n" + VOLTA_NO_YARN, True),
             bash("grep -A3 '\"volta\"' package.json", '  "volta": {\n    "node": "20.17.0"\n  },'),
             ("say", "Volta pins node for this project but not Yarn, and this machine has no default Yarn. "
                     "Pinning Yarn in package.json so every checkout gets the same one."),
             bash("volta pin yarn@1.22.22", "success: pinned yarn@1.22.22 in package.json"),
             bash("yarn install --frozen-lockfile && yarn test --silent",
                  yarn_ok("48.21") + "yarn run v1.22.22\n$ jest --silent\nTest Suites: 41 passed, 41 total\n"
                  "Tests:       388 passed, 388 total\nDone in 19.02s.\n"))
    T.lesson("t22-volta-yarn", "global", "en", "s-volta-yarn", "env_setup",
             "Under Volta, yarn fails until a Yarn version is pinned or installed",
             "`yarn install --frozen-lockfile` failed at once with `error: Yarn is not available.` although node "
             "worked.",
             "Installing Yarn with npm -g or Homebrew next to Volta's shim, or assuming the node pin brings Yarn.",
             "Volta's yarn shim runs the Yarn version the project pins or the user's default; the project pinned "
             "only node and the fresh machine had no default Yarn.",
             "Pin Yarn in the project with `volta pin yarn@1.22.22` (it writes `\"yarn\"` into the package.json "
             "`volta` block), or give the machine a default with `volta install yarn@1`.",
             ["`yarn install --frozen-lockfile`", "`error: Yarn is not available.`",
              "`volta pin yarn@1.22.22`", "`success: pinned yarn@1.22.22 in package.json`"])


def later_b() -> None:
    T.later("l-volta-clone", "/Users/hana/code/checkout-widget", "2025-10-13T05:10:00Z", "main",
            ("user", "Clone the checkout-widget repo next to storefront and get its build working."),
            bash("cd /Users/hana/code && git clone git@github.com:hana-shop/checkout-widget.git",
                 "Cloning into 'checkout-widget'...\nReceiving objects: 100% (2204/2204), 1.91 MiB | 6.02 MiB/s, "
                 "done."),
            bash("grep -A3 '\"volta\"' package.json", '  "volta": {\n    "node": "18.20.4"\n  },'),
            ("say", "Only node is pinned here too; pinning Yarn before the first yarn call."),
            bash("volta pin yarn@1", "success: pinned yarn@1.22.22 in package.json"),
            bash("yarn install --frozen-lockfile && yarn build",
                 yarn_ok("21.40") + "yarn run v1.22.22\n$ vite build\n✓ 184 modules transformed.\n"
                 "dist/checkout-widget.js  92.31 kB │ gzip: 30.08 kB\n✓ built in 3.12s\nDone in 4.01s.\n"))
    T.pair("t22-volta-yarn", "l-volta-clone", "applied", "volta pin yarn@1 before the first yarn call; install and "
           "build pass")
    T.later("l-volta-pkgjson", "/Users/hana/code/storefront-admin", "2025-10-16T01:45:00Z", "chore/volta",
            ("user", "Make storefront-admin's toolchain match storefront's, then build it."),
            ("edit", "/Users/hana/code/storefront-admin/package.json", '"volta": {\n    "node": "20.17.0"\n  }',
             '"volta": {\n    "node": "20.17.0",\n    "yarn": "1.22.22"\n  }'),
            bash("yarn --version && yarn install --frozen-lockfile && yarn build",
                 "1.22.22\n" + yarn_ok("30.77") + "yarn run v1.22.22\n$ next build\n✓ Compiled successfully\n"
                 "Done in 41.88s.\n"))
    T.pair("t22-volta-yarn", "l-volta-pkgjson", "applied", "yarn pinned by editing the package.json volta block "
           "that Volta reads; no Yarn-not-available error")
    T.later("l-volta-admin-recur", "/Users/hana/code/ops-dashboard", "2025-10-21T07:00:00Z", "feat/charts",
            ("user", "Start the ops-dashboard dev server."),
            bash("yarn dev", VOLTA_NO_YARN, True),
            ("say", "No Yarn selected for this project or as a default. Installing a default Yarn 1 with Volta."),
            bash("volta install yarn@1", "success: installed and set yarn@1.22.22 (with node@20.17.0) as default"),
            bash("yarn install --frozen-lockfile && (yarn dev > /tmp/dash.log 2>&1 &) && sleep 5 && tail -3 "
                 "/tmp/dash.log", yarn_ok("17.3") + "  VITE v5.4.10  ready in 612 ms\n\n  ➜  Local:   "
                 "http://localhost:5173/\n"))
    T.pair("t22-volta-yarn", "l-volta-admin-recur", "recurred", "Yarn is not available in ops-dashboard first, "
           "then volta install yarn@1")
    T.later("l-volta-ci-recur", "/Users/runner/work/storefront/storefront", "2025-11-02T12:00:00Z", "ci/macos",
            ("user", "The new self-hosted macOS runner fails the lint job. Reproduce it in the runner's workspace."),
            bash("export VOLTA_HOME=\"$HOME/.volta\" && export PATH=\"$VOLTA_HOME/bin:$PATH\" && yarn lint",
                 VOLTA_NO_YARN, True),
            bash("git log -1 --format=%H -- package.json && grep -c '\"yarn\"' package.json",
                 "5c0e1d2f9a7b3c4d5e6f7a8b9c0d1e2f3a4b5c6d\n0"),
            ("say", "This branch predates the Yarn pin. Installing a default Yarn on the runner."),
            bash("volta install yarn@1.22.22 && yarn install --frozen-lockfile && yarn lint",
                 "success: installed and set yarn@1.22.22 as default\n" + yarn_ok("52.0")
                 + "yarn run v1.22.22\n$ eslint .\nDone in 12.40s.\n"))
    T.pair("t22-volta-yarn", "l-volta-ci-recur", "recurred", "the runner's yarn lint fails with Yarn is not "
           "available before any pin or install")
    later_b2()


def later_b2() -> None:
    T.later("l-volta-wrongdir", "/Users/hana/code", "2025-10-24T09:30:00Z", "HEAD",
            ("user", "Build storefront for production."),
            bash("yarn build", "yarn run v1.22.22\nerror Couldn't find a package.json file in \"/Users/hana/code\"\n"
                 "info Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.\n", True),
            ("say", "That ran in the parent folder."),
            bash("cd storefront && yarn build", "yarn run v1.22.22\n$ next build\n✓ Compiled successfully\n"
                 "Done in 63.10s.\n"))
    T.pair("t22-volta-yarn", "l-volta-wrongdir", "neither", "yarn ran (1.22.22) but from the wrong folder; no "
           "Yarn-not-available error and no pin")
    T.later("l-volta-explain", "/Users/hana/code/storefront", "2025-10-29T03:15:00Z", "main",
            ("user", "My colleague says yarn 'is not available' on her new Mac even though node works. Why?"),
            ("say", "Volta runs the Yarn version the project pins or her default one. storefront pins Yarn since "
                    "last month, but older branches and other repos don't, so she should either check out a "
                    "current branch or run `volta install yarn@1` once to get a default. Pinning with "
                    "`volta pin yarn@1.22.22` in the other repos would fix it for everyone."),
            ("user", "OK, I'll forward that."))
    T.pair("t22-volta-yarn", "l-volta-explain", "neither", "the fix is only explained in conversation; nothing is "
           "run")
