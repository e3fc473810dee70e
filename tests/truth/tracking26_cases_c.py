"""tracking26's cases, part c: TFLint's ruleset plugins never installed (tflint --init), and skopeo on macOS
choosing a darwin image from a multi-arch index (--override-os linux, in zsh). The labelling rules are in
tracking26_cases.py."""
from __future__ import annotations

from tests.truth.tracking26_cases import T, bad, edit, ok, say, u, write

# ---- TFLint: plugins declared in .tflint.hcl are not installed until tflint --init ----

TFLINT_MISSING = 'Failed to initialize plugins; Plugin "{p}" not found. Did you run "tflint --init"?'


def tflint_source() -> None:
    T.source(
        "s-tflint-init", "/home/ops/platform-tf", "2026-01-29T10:00:00Z", "chore/lint",
        u("Add TFLint with the AWS ruleset and lint every module."),
        write("/home/ops/platform-tf/.tflint.hcl",
              'plugin "aws" {\n  enabled = true\n  version = "0.31.0"\n  source  = '
              '"github.com/terraform-linters/tflint-ruleset-aws"\n}\n'),
        bad("tflint --recursive", TFLINT_MISSING.format(p="aws")),
        say("Declaring the plugin in .tflint.hcl doesn't download it; tflint --init installs it into "
            "~/.tflint.d/plugins."),
        ok("tflint --init && tflint --recursive",
           'Installing "aws" plugin...\nInstalled "aws" (source: github.com/terraform-linters/tflint-ruleset-aws, '
           'version: 0.31.0)\n'),
    )
    T.lesson(
        "t26-tflint-init", "global", "en", "s-tflint-init", "tool_quirk",
        "TFLint plugins in .tflint.hcl are not installed until `tflint --init`",
        "Right after adding a `plugin \"aws\"` block, `tflint --recursive` stops with `Failed to initialize "
        "plugins; Plugin \"aws\" not found`.",
        "Reading it as a typo in the plugin block or a wrong `source`, and editing .tflint.hcl.",
        "tflint only loads plugins already present under ~/.tflint.d/plugins (or TFLINT_PLUGIN_DIR); the config "
        "only declares them.",
        "Run `tflint --init` once per machine or CI job (and again after changing a plugin version), then lint.",
        ["`Failed to initialize plugins; Plugin \"aws\" not found. Did you run \"tflint --init\"?`",
         "`tflint --init && tflint --recursive` → `Installed \"aws\"`"],
    )


def tflint_later() -> None:
    T.later(
        "l-tflint-google", "/home/lea/gcp-landing-zone", "2026-03-03T12:00:00Z", "feat/tflint-google",
        u("Lint the GCP landing zone with the google ruleset I added."),
        bad("tflint --chdir=envs/prod", TFLINT_MISSING.format(p="google")),
        ok("tflint --init && tflint --chdir=envs/prod", 'Installing "google" plugin...\nInstalled "google" '
           '(source: github.com/terraform-linters/tflint-ruleset-google, version: 0.30.0)\n'),
    )
    T.later(
        "l-tflint-script", "/home/ops/platform-tf", "2026-03-11T09:20:00Z", "ci/lint-script",
        u("Make a scripts/lint.sh for CI that lints everything and run it."),
        write("/home/ops/platform-tf/scripts/lint.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\ncd \"$(dirname \"$0\")/..\"\ntflint --init\n"
              "terraform fmt -check -recursive\ntflint --recursive --format compact\n"),
        ok("chmod +x scripts/lint.sh && ./scripts/lint.sh", 'Plugin "aws" is already installed\n'),
    )
    T.later(
        "l-tflint-zsh-mac", "/Users/sam/src/edge-dns", "2026-03-25T16:40:00Z", "main",
        u("Fresh laptop. Run tflint on edge-dns."),
        ok("tflint --init", 'Installing "aws" plugin...\nInstalled "aws" (source: '
           'github.com/terraform-linters/tflint-ruleset-aws, version: 0.31.0)\n'),
        bad("tflint", "1 issue(s) found:\n\nWarning: Missing version constraint for provider \"aws\" in "
            "`required_providers` (terraform_required_providers)\n\n  on main.tf line 1:", 2),
        edit("/Users/sam/src/edge-dns/versions.tf", 'aws = { source = "hashicorp/aws" }',
             'aws = { source = "hashicorp/aws", version = "~> 5.40" }'),
    )
    T.later(
        "l-tflint-version-rule", "/home/ops/platform-tf", "2026-04-06T10:10:00Z", "fix/tflint-warnings",
        u("Which tflint do we have, and fix whatever it complains about in modules/vpc."),
        ok("tflint --version", "TFLint version 0.53.0\n+ ruleset.aws (0.31.0)\n+ ruleset.terraform (0.9.1-bundled)\n"),
        bad("tflint --chdir=modules/vpc", "1 issue(s) found:\n\nWarning: terraform \"required_version\" attribute "
            "is required (terraform_required_version)\n\n  on modules/vpc/versions.tf line 1:", 2),
        edit("/home/ops/platform-tf/modules/vpc/versions.tf", "terraform {", 'terraform {\n  required_version = '
             '">= 1.6"'),
    )
    T.later(
        "l-tflint-contributing", "/home/ops/platform-tf", "2026-04-20T11:30:00Z", "docs/contributing",
        u("Write a CONTRIBUTING.md section on linting."),
        write("/home/ops/platform-tf/CONTRIBUTING.md",
              "## Linting\n\nOnce per machine: `tflint --init` (installs the AWS ruleset pinned in .tflint.hcl).\n\n"
              "Then: `tflint --recursive`.\n"),
    )
    T.later(
        "l-tflint-azurerm-cmd", "C:\\infra\\azure-core", "2026-05-06T09:00:00Z", "feat/tflint-azure",
        u("Lint azure-core with the azurerm ruleset (Windows, cmd)."),
        bad("cmd /c \"tflint --recursive\"", TFLINT_MISSING.format(p="azurerm")),
        say("The azurerm ruleset isn't installed on this machine yet. Do you want me to download it?"),
    )


def tflint_pairs() -> None:
    lid = "t26-tflint-init"
    T.pair(lid, "l-tflint-google", "recurred", "Plugin \"google\" not found in another repo before tflint --init")
    T.pair(lid, "l-tflint-script", "applied", "the lint script it writes and runs calls tflint --init before "
           "tflint, no plugin error")
    T.pair(lid, "l-tflint-zsh-mac", "applied", "tflint --init before the first lint; the provider-version "
           "warning after it is a different failure")
    T.pair(lid, "l-tflint-azurerm-cmd", "recurred", "Plugin \"azurerm\" not found in cmd on another repo, not "
           "fixed in the session")
    T.pair(lid, "l-tflint-version-rule", "neither", "tflint run for --version and a rule warning, no plugin "
           "error and no --init")
    T.pair(lid, "l-tflint-contributing", "neither", "tflint --init only written into CONTRIBUTING.md")


# ---- skopeo on macOS: an image index has no darwin/arm64 entry ----

SKOPEO_DARWIN = ('time="{t}" level=fatal msg="Error parsing image name \\"docker://{ref}\\": choosing image '
                 'instance: no image found in image index for architecture \\"arm64\\", variant \\"v8\\", OS '
                 '\\"darwin\\""')


def skopeo_source() -> None:
    T.source(
        "s-skopeo-darwin", "/Users/ken/src/release-tools", "2026-02-02T15:00:00Z", "main",
        u("Get me the digest of ghcr.io/acme/api:1.8.2 without pulling it."),
        bad("skopeo inspect docker://ghcr.io/acme/api:1.8.2",
            SKOPEO_DARWIN.format(t="2026-02-02T15:00:31Z", ref="ghcr.io/acme/api:1.8.2")),
        say("skopeo picks the index entry for the host's own OS, and on macOS that's darwin, which no container "
            "image has. Telling it to choose the linux entry."),
        ok("skopeo inspect --override-os linux docker://ghcr.io/acme/api:1.8.2 | jq -r .Digest",
           "sha256:4f1c0d9e2b7a63c58e0f9a21d4b6c7e8f90a1b2c3d4e5f60718293a4b5c6d7e8\n"),
    )
    T.lesson(
        "t26-skopeo-override-os", "global", "en", "s-skopeo-darwin", "tool_quirk",
        "skopeo on macOS looks for a darwin image in multi-arch indexes",
        "`skopeo inspect docker://ghcr.io/acme/api:1.8.2` fails with `no image found in image index for "
        "architecture \"arm64\", variant \"v8\", OS \"darwin\"` although the tag exists.",
        "Suspecting registry auth or a missing tag and re-pushing the image.",
        "skopeo resolves an image index for the host's platform, and on a Mac the OS is darwin, which no Linux "
        "container index lists.",
        "Add `--override-os linux` (or `--override-os=linux`, with `--override-arch amd64` when there is no "
        "arm64 build) to `skopeo inspect` or `skopeo copy`.",
        ["`choosing image instance: no image found in image index for architecture`",
         "`skopeo inspect --override-os linux docker://ghcr.io/acme/api:1.8.2`"],
    )


def skopeo_later() -> None:
    T.later(
        "l-skopeo-copy-worker", "/Users/ken/src/mirror-job", "2026-03-06T10:00:00Z", "feat/airgap",
        u("Copy quay.io/acme/worker:2.0 into an oci dir for the air-gapped bundle."),
        bad("skopeo copy docker://quay.io/acme/worker:2.0 oci:bundle/worker:2.0",
            SKOPEO_DARWIN.format(t="2026-03-06T10:00:29Z", ref="quay.io/acme/worker:2.0")),
        ok("skopeo copy --override-os linux docker://quay.io/acme/worker:2.0 oci:bundle/worker:2.0",
           "Getting image source signatures\nCopying blob 9f2c1e0a7b3d done   |\nCopying config 3b8a6d2f41 done   |\n"
           "Writing manifest to image destination\n"),
    )
    T.later(
        "l-skopeo-nginx-eq", "/Users/ken/src/release-tools", "2026-03-19T08:50:00Z", "main",
        u("What's the amd64 digest of nginx:1.27? (zsh)"),
        ok("zsh -c 'skopeo inspect --override-os=linux --override-arch=amd64 docker://docker.io/library/nginx:1.27"
           " | jq -r .Digest'", "sha256:0a1b2c3d4e5f60718293a4b5c6d7e8f94f1c0d9e2b7a63c58e0f9a21d4b6c7e8\n"),
    )
    T.later(
        "l-skopeo-linux-ci", "/builds/acme/release", "2026-04-01T07:00:00Z", "release/1.9",
        u("In the CI job (linux), check the release tag exists before promoting."),
        bad("skopeo inspect docker://ghcr.io/acme/api:1.9.0",
            'time="2026-04-01T07:00:27Z" level=fatal msg="Error parsing image name \\"docker://ghcr.io/acme/api:'
            '1.9.0\\": reading manifest 1.9.0 in ghcr.io/acme/api: manifest unknown"'),
        say("1.9.0 hasn't been pushed yet; the build job for the tag is still running."),
    )
    T.later(
        "l-skopeo-unauthorized", "/Users/ken/src/release-tools", "2026-04-14T13:30:00Z", "main",
        u("Inspect registry.internal.acme.io/billing:prod."),
        bad("skopeo inspect docker://registry.internal.acme.io/billing:prod",
            'time="2026-04-14T13:30:25Z" level=fatal msg="Error parsing image name \\"docker://registry.internal.'
            'acme.io/billing:prod\\": reading manifest prod in registry.internal.acme.io/billing: unauthorized: '
            'authentication required"'),
        ok("skopeo login registry.internal.acme.io --username ken --password-stdin < ~/.config/acme/registry-token",
           "Login Succeeded!\n"),
    )
    T.later(
        "l-skopeo-before", "/Users/ken/src/release-tools", "2026-01-08T10:00:00Z", "main",
        u("Digest for ghcr.io/acme/api:1.8.1?"),
        ok("skopeo inspect --override-os linux docker://ghcr.io/acme/api:1.8.1 | jq -r .Digest",
           "sha256:77aa0d9e2b7a63c58e0f9a21d4b6c7e8f90a1b2c3d4e5f60718293a4b5c6d7e8\n"),
    )
    T.later(
        "l-skopeo-digest-script", "/Users/ken/src/release-tools", "2026-04-24T09:00:00Z", "feat/digests",
        u("Write scripts/digests.sh that prints the digest of every image in images.txt, and run it."),
        write("/Users/ken/src/release-tools/scripts/digests.sh",
              "#!/bin/sh\nset -eu\nwhile read -r ref; do\n  printf '%s ' \"$ref\"\n  skopeo inspect --override-os linux "
              "\"docker://$ref\" | jq -r .Digest\ndone < images.txt\n"),
        ok("sh scripts/digests.sh", "ghcr.io/acme/api:1.9.0 sha256:91ce0d9e2b7a63c58e0f9a21d4b6c7e8f90a1b2c3d4e5f60"
           "718293a4b5c6d7e8\nghcr.io/acme/web:1.9.0 sha256:5d2e0d9e2b7a63c58e0f9a21d4b6c7e8f90a1b2c3d4e5f60718293a4"
           "b5c6d7e8\n"),
    )


def skopeo_pairs() -> None:
    lid = "t26-skopeo-override-os"
    T.pair(lid, "l-skopeo-copy-worker", "recurred", "skopeo copy of another image hits the darwin index error "
           "before --override-os linux")
    T.pair(lid, "l-skopeo-nginx-eq", "applied", "--override-os=linux with --override-arch=amd64, no failure")
    T.pair(lid, "l-skopeo-digest-script", "applied", "a script it writes and runs calls skopeo inspect --override-os "
           "linux, no failure")
    T.pair(lid, "l-skopeo-linux-ci", "neither", "a different skopeo error (manifest unknown) on a linux host, no "
           "override")
    T.pair(lid, "l-skopeo-unauthorized", "neither", "a different skopeo error (unauthorized), no override")
    T.pair(lid, "l-skopeo-before", "neither", "dated before the lesson's source session")
    T.pair("t26-tflint-init", "l-skopeo-copy-worker", "neither", "a skopeo session, nothing about tflint")


FILLS = [tflint_source, tflint_later, tflint_pairs, skopeo_source, skopeo_later, skopeo_pairs]
