"""The cases of the twentieth tracking corpus, part seven: Biome 2 refusing a Biome 1 configuration (biome migrate
--write), and the pairs that cross lessons (a later session of one topic against another lesson).
Rules: tracking20_cases.py."""
from __future__ import annotations

from tests.truth.tracking20_cases import T, bash

# ---------------------------------------------------------------- m: biome migrate --write

def biome_cfg(cli: str, found: str) -> str:
    return (f"biome.json:2:14 deserialize ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n\n"
            f"  × The configuration schema version does not match the CLI version {cli}\n\n"
            f"  > 2 │   \"$schema\": \"https://biomejs.dev/schemas/{found}/schema.json\",\n\n"
            f"  i   Expected:                     {cli}\n      Found:                        {found}\n\n"
            f"  i Run the command biome migrate to migrate the configuration file.\n\n"
            f"biome.json:8:5 deserialize ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n\n"
            f"  × Found an unknown key `ignore`.\n\n"
            f"  × Biome exited because the configuration resulted in errors. Please fix them.")


MIGRATED = "biome.json has been successfully migrated."


def biome_ok(files: int) -> str:
    return f"Checked {files} files in 212ms. No fixes applied."


def lesson_m() -> None:
    cwd = "/home/ines/src/shopfront-web"
    T.source("s-biome-migrate", cwd, "2025-09-10T09:00:00Z", "chore/biome-2",
             ("user", "Renovate bumped @biomejs/biome to 2.0.5. Make sure the check still passes."),
             bash("npx @biomejs/biome check .", biome_cfg("2.0.5", "1.9.4"), True),
             ("say", "Biome 2 rejects the 1.x config (old schema, files.ignore). Its migrate command rewrites it."),
             bash("npx @biomejs/biome migrate --write", MIGRATED),
             bash("npx @biomejs/biome check .", biome_ok(184)))
    T.lesson("t20-biome-migrate", "global", "en", "s-biome-migrate", "build_config",
             "After a Biome 2 upgrade, biome.json must be migrated before any check or lint runs",
             "`npx @biomejs/biome check .` failed with `The configuration schema version does not match the CLI "
             "version 2.0.5` and `Found an unknown key` for files.ignore.",
             "Pinning Biome back to 1.x, or only bumping the $schema URL, which leaves the removed keys in place.",
             "Biome 2 changed the configuration format (files.ignore/include became files.includes, among others) "
             "and refuses to run with a 1.x file.",
             "Run `biome migrate --write` with the same runner (`npx @biomejs/biome migrate --write`, `pnpm exec "
             "biome migrate --write`) once after the upgrade, or rewrite biome.json by hand to the 2.x schema and "
             "keys; then check.",
             ["`npx @biomejs/biome check .`",
              "`The configuration schema version does not match the CLI version 2.0.5`",
              "`npx @biomejs/biome migrate --write`", "`biome.json has been successfully migrated.`"])


def later_m() -> None:
    cwd = "/home/ines/src/shopfront-web"
    T.later("l-biome-pnpm", "/home/ines/src/admin-panel", "2025-09-17T10:00:00Z", "chore/deps",
            ("user", "Bump Biome to 2.1 in admin-panel the way we did for shopfront, then run CI's check."),
            bash("pnpm add -D -E @biomejs/biome@2.1.1", "devDependencies:\n- @biomejs/biome 1.8.3\n"
                                                        "+ @biomejs/biome 2.1.1\n\nDone in 2.4s"),
            bash("pnpm exec biome migrate --write && pnpm exec biome ci .", MIGRATED + "\n" + biome_ok(96)),
            ("say", "Upgraded, migrated the config, and biome ci is green."))
    T.pair("t20-biome-migrate", "l-biome-pnpm", "applied",
           "after the upgrade the config is migrated with pnpm exec biome migrate --write before any check")

    T.later("l-biome-hand", "/home/ines/src/design-tokens", "2025-09-24T14:00:00Z", "chore/biome-2",
            ("user", "design-tokens has a 5-line biome.json; just rewrite it for Biome 2 by hand and check."),
            ("write", "/home/ines/src/design-tokens/biome.json",
             "{\n  \"$schema\": \"https://biomejs.dev/schemas/2.0.5/schema.json\",\n  \"files\": { \"includes\": "
             "[\"src/**\", \"!src/generated\"] },\n  \"formatter\": { \"indentStyle\": \"space\" }\n}\n"),
            bash("npx @biomejs/biome check .", biome_ok(23)),
            ("say", "The hand-written 2.x config works; 23 files checked."))
    T.pair("t20-biome-migrate", "l-biome-hand", "applied",
           "biome.json is rewritten by hand to the 2.x schema and files.includes before the first check")

    T.later("l-biome-recur", "/home/ines/src/checkout-web", "2025-10-01T09:45:00Z", "feat/gift-cards",
            ("user", "lint src in checkout-web"),
            bash("npx @biomejs/biome lint src", biome_cfg("2.1.1", "1.8.3"), True),
            ("say", "This repo's biome.json is still the 1.8 format and the installed CLI is 2.1.1. Leaving the "
                    "upgrade decision to you."))
    T.pair("t20-biome-migrate", "l-biome-recur", "recurred",
           "biome lint fails with the same schema-version mismatch (2.1.1 vs 1.8.3) and the unknown ignore key")

    T.later("l-biome-recur-fix", cwd, "2025-10-08T15:30:00Z", "chore/biome-2.2",
            ("user", "Renovate bumped Biome again, 2.2.0. Check."),
            bash("npx @biomejs/biome check .", biome_cfg("2.2.0", "2.0.5").split("\n\nbiome.json:8:5")[0] +
                 "\n\n  × Biome exited because the configuration resulted in errors. Please fix them.", True),
            bash("npx @biomejs/biome migrate --write", MIGRATED),
            bash("npx @biomejs/biome check .", biome_ok(190)),
            ("say", "Migrated to the 2.2 schema; the check passes."))
    T.pair("t20-biome-migrate", "l-biome-recur-fix", "recurred",
           "the check first fails with the schema version mismatch; migrate --write afterwards repairs it")

    T.later("l-biome-format", cwd, "2025-10-15T11:20:00Z", "feat/search-bar",
            ("user", "biome check fails in CI on my branch"),
            bash("npx @biomejs/biome check src/components/SearchBar.tsx",
                 "src/components/SearchBar.tsx format ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n\n"
                 "  × Formatter would have printed the following content:\n\n    12 │ - ··const·q=useQuery(term)\n"
                 "    12 │ + ··const·q·=·useQuery(term);\n\nChecked 1 file in 9ms. No fixes applied.\n"
                 "Found 1 error.", True),
            bash("npx @biomejs/biome check --write src/components/SearchBar.tsx",
                 "Checked 1 file in 11ms. Fixed 1 file."),
            ("say", "It was formatting only; fixed with check --write."))
    T.pair("t20-biome-migrate", "l-biome-format", "neither",
           "a formatting error, not a config error; check --write is not migrate --write")

    T.later("l-biome-eslint", cwd, "2025-10-22T10:00:00Z", "chore/drop-eslint",
            ("user", "Carry our remaining ESLint rules over into Biome so we can delete .eslintrc."),
            bash("head -2 biome.json && npx @biomejs/biome --version",
                 "{\n  \"$schema\": \"https://biomejs.dev/schemas/2.2.0/schema.json\",\nVersion: 2.2.0"),
            bash("npx @biomejs/biome migrate eslint --write",
                 "biome.json has been successfully migrated.\n  i 12 rules were migrated, 3 rules have no "
                 "equivalent in Biome."),
            bash("rm .eslintrc.json && npx @biomejs/biome check .", biome_ok(190)),
            ("say", "12 ESLint rules are now Biome rules; .eslintrc.json is gone and the check passes."))
    T.pair("t20-biome-migrate", "l-biome-eslint", "neither",
           "migrate eslint imports ESLint rules into an already-2.x config; no version error, not the upgrade fix")

    T.later("l-biome-before", cwd, "2025-08-30T09:00:00Z", "chore/biome-2",
            ("user", "Run the biome check."),
            bash("npx @biomejs/biome check .", biome_cfg("2.0.5", "1.9.4"), True))
    T.pair("t20-biome-migrate", "l-biome-before", "neither",
           "dated before the lesson's source session, so neither although the same error shows")


# ---------------------------------------------------------------- pairs across lessons

def cross_pairs() -> None:
    """Later sessions of one topic against another lesson: the words, the program or the shape of the fix are
    near, the lesson's failure and fix are not there."""
    T.pair("t20-golangci-v2-config", "l-protoc-golangci", "neither",
           "golangci-lint is only missing from PATH; once found it loads its config, no version error, no migrate")
    T.pair("t20-protoc-gen-go-path", "l-gcl-recur-fix", "neither",
           "a golangci-lint config migration; protoc never runs")
    T.pair("t20-colima-docker-host", "l-ko-local", "neither",
           "ko loads into the local docker daemon and docker run works; no socket error, no DOCKER_HOST")
    T.pair("t20-ko-docker-repo", "l-colima-export", "neither",
           "DOCKER_HOST is exported for testcontainers; it is not KO_DOCKER_REPO and ko never runs")
    T.pair("t20-trivy-db-mirror", "l-kc-recur", "neither",
           "kubeconform missing CRD schemas is not a Trivy DB download; trivy never runs")
    T.pair("t20-kubeconform-crds", "l-tilt-recur", "neither",
           "Tilt refusing a context on the cluster is not a missing schema; kubeconform never runs")
    T.pair("t20-sops-age-keyfile", "l-ko-makefile", "neither",
           "an environment variable written into a Makefile for ko; nothing about sops or age keys")
    T.pair("t20-vale-sync", "l-biome-format", "neither",
           "a Biome formatting error in a component; vale never runs")
    T.pair("t20-quarto-python", "l-colima-pyproject", "neither",
           "pytest's env in pyproject for DOCKER_HOST; no quarto render, no module error from a kernel")
    T.pair("t20-snakemake-cores", "l-quarto-keyerror", "neither",
           "a Quarto render of a report with a KeyError; snakemake never runs")
    T.pair("t20-biome-migrate", "l-gcl-migrate-first", "neither",
           "dated before the Biome lesson's source session, and golangci-lint migrate converts a Go linter "
           "config; Biome never runs")
