"""The case tables of the forty-seventh tracking corpus (written by build_tracking47.py), and its first cases: a
gradlew committed without the execute bit, Google client libraries with no Application Default Credentials
after a plain gcloud auth login, and git pull --rebase refused over unstaged changes. The other cases are in
tracking47_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t47-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- gradlew committed without the execute bit --------------------------------------------------------------

def _gradlew() -> None:
    T.source(
        "s-gradlew", "/home/dev/src/ledger-android", "2025-04-02T09:10:00Z", "ci/github-actions",
        user("The new GitHub Actions job dies at the build step with exit 126. Reproduce it here in the ubuntu "
             "container and fix it."),
        err("./gradlew assembleDebug", "bash: ./gradlew: Permission denied", 126),
        ok("ls -l gradlew && git ls-files -s gradlew",
           "-rw-r--r-- 1 dev dev 8692 Apr  2 09:02 gradlew\n"
           "100644 1aa94a4269074199e6ed2c37e8db3e0826030965 0\tgradlew"),
        say("The wrapper was committed from Windows, so git stores it as 100644. A local chmod would only fix this "
            "checkout; the runner clones it fresh every time, so the mode has to change in the index."),
        ok("git update-index --chmod=+x gradlew && chmod +x gradlew && git commit -m 'Make gradlew executable'",
           "[ci/github-actions 3f9a1c2] Make gradlew executable\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
           " mode change 100644 => 100755 gradlew"),
        ok("./gradlew assembleDebug",
           "Downloading https://services.gradle.org/distributions/gradle-8.7-bin.zip\n"
           "> Task :app:assembleDebug\n\nBUILD SUCCESSFUL in 1m 12s\n34 actionable tasks: 34 executed"),
    )
    T.lesson(
        "t47-gradlew", "global", "en", "s-gradlew", "build_config",
        "gradlew committed without the execute bit: ./gradlew: Permission denied on Linux and in CI",
        "`./gradlew <task>` exits 126 with `bash: ./gradlew: Permission denied` on Linux, macOS and CI runners, "
        "although the same project builds on Windows.",
        "A `chmod +x gradlew` on the runner or a laptop makes that one checkout work, so it looks fixed; every "
        "fresh clone gets the file back as 100644 and fails again.",
        "The wrapper script was added from Windows (or copied out of a zip), so git recorded it with mode 100644; "
        "git restores that mode on checkout and the shell refuses to execute it.",
        "Change the mode in the index and commit it: `git update-index --chmod=+x gradlew` (the commit shows "
        "`mode change 100644 => 100755 gradlew`); `chmod +x gradlew` for the current checkout; or run the wrapper "
        "through the shell, `sh ./gradlew <task>` / `bash gradlew <task>`, where the mode cannot be changed.",
        "`./gradlew assembleDebug` failed with `bash: ./gradlew: Permission denied`; `git ls-files -s gradlew` "
        "showed `100644`; after `git update-index --chmod=+x gradlew` the commit reported "
        "`mode change 100644 => 100755 gradlew` and the build ended `BUILD SUCCESSFUL in 1m 12s`.",
    )
    T.later(
        "l-gradlew-ci-index", "/home/dev/src/payments-android", "2025-04-22T13:00:00Z", "feature/ci-setup",
        user("I added the Gradle wrapper from my Windows box. Set up the CI workflow so it builds and runs the "
             "unit tests."),
        ok("git ls-files -s gradlew", "100644 8e3d1f2a0b9c7d6e5f4a3b2c1d0e9f8a7b6c5d4e 0\tgradlew"),
        say("The wrapper is stored without the execute bit, which would make the runner fail with Permission "
            "denied; fixing the mode in the index before pushing."),
        ok("git update-index --chmod=+x gradlew && git commit -m 'gradlew: executable'",
           "[feature/ci-setup 91be0c4] gradlew: executable\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
           " mode change 100644 => 100755 gradlew"),
        write("/home/dev/src/payments-android/.github/workflows/ci.yml",
              "name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n"
              "      - uses: actions/checkout@v4\n      - uses: actions/setup-java@v4\n"
              "        with: {distribution: temurin, java-version: '17'}\n      - run: ./gradlew testDebugUnitTest\n"),
        ok("./gradlew testDebugUnitTest", "> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 48s\n"
           "27 actionable tasks: 27 executed"),
    )
    T.pair("t47-gradlew", "l-gradlew-ci-index", "applied",
           "git update-index --chmod=+x gradlew was run before any build; no Permission denied came first")
    T.later(
        "l-gradlew-sh-zip", "/home/kim/Downloads/weather-sample", "2025-05-03T18:20:00Z", "HEAD",
        user("I downloaded this sample as a zip from the course site. Can you build it? Don't bother fixing file "
             "modes, it's throwaway."),
        ok("ls -l gradlew", "-rw-r--r-- 1 kim kim 5766 May  3 18:14 gradlew"),
        ok("sh ./gradlew assembleDebug --console=plain", "> Task :app:assembleDebug\n\nBUILD SUCCESSFUL in 2m 3s\n"
           "41 actionable tasks: 41 executed"),
    )
    T.pair("t47-gradlew", "l-gradlew-sh-zip", "applied",
           "the wrapper was run as sh ./gradlew, a spelling the lesson names, with no Permission denied before it")
    T.later(
        "l-gradlew-docker", "/home/dev/src/ledger-wear", "2025-05-12T10:05:00Z", "release/2.3",
        user("Build the release APK inside the gradle:8.7-jdk17 image so we don't depend on my local JDK."),
        err("docker run --rm -v \"$PWD\":/app -w /app gradle:8.7-jdk17 bash -c './gradlew assembleRelease'",
            "bash: line 1: ./gradlew: Permission denied", 126),
        ok("git ls-files -s gradlew", "100644 0c4e1b7d2a9f8e6c5b4a3d2e1f0a9b8c7d6e5f4a 0\tgradlew"),
        ok("git update-index --chmod=+x gradlew && chmod +x gradlew && docker run --rm -v \"$PWD\":/app -w /app "
           "gradle:8.7-jdk17 bash -c './gradlew assembleRelease'",
           "> Task :app:assembleRelease\n\nBUILD SUCCESSFUL in 3m 9s"),
    )
    T.pair("t47-gradlew", "l-gradlew-docker", "recurred",
           "./gradlew: Permission denied again inside docker; git ls-files showed the wrapper stored as 100644")
    T.later(
        "l-gradlew-ssh", "/home/dev/src/notes-app", "2025-05-28T08:40:00Z", "main",
        user("Kick off a bundleRelease on the build host, the checkout is in ~/builds/notes-app (fresh clone)."),
        err("ssh build-02 'cd ~/builds/notes-app && ./gradlew bundleRelease'",
            "bash: line 1: ./gradlew: Permission denied", 126),
        ok("ssh build-02 'cd ~/builds/notes-app && git ls-files -s gradlew'",
           "100644 77f0a3c5e2d14b6a9c8e7f1d0b2a3c4d5e6f7a8b 0\tgradlew"),
        say("Same as before: the wrapper is committed without its execute bit."),
    )
    T.pair("t47-gradlew", "l-gradlew-ssh", "recurred",
           "over ssh a fresh clone failed with ./gradlew: Permission denied and the index shows mode 100644")
    T.later(
        "l-gradlew-noexec", "/mnt/usb/projects/tracker", "2025-06-04T15:30:00Z", "main",
        user("Build the tracker app from the USB drive, I'm on the lab machine today."),
        err("./gradlew assembleDebug", "bash: ./gradlew: Permission denied", 126),
        ok("git ls-files -s gradlew && ls -l gradlew",
           "100755 5b2c9d8e7f6a1b0c3d4e5f6a7b8c9d0e1f2a3b4c 0\tgradlew\n"
           "-rwxr-xr-x 1 lab lab 8692 Jun  1 11:02 gradlew"),
        ok("mount | grep /mnt/usb", "/dev/sdb1 on /mnt/usb type ext4 (rw,nosuid,nodev,noexec,relatime)"),
        say("The file is executable and committed as 100755; the drive is mounted noexec, so nothing on it can "
            "be executed. Copying the project to your home directory instead."),
        ok("cp -r /mnt/usb/projects/tracker ~/tracker && cd ~/tracker && ./gradlew assembleDebug",
           "BUILD SUCCESSFUL in 1m 40s"),
    )
    T.pair("t47-gradlew", "l-gradlew-noexec", "neither",
           "same Permission denied but the wrapper is 100755; the cause is a noexec mount, and no mode fix was used")
    T.later(
        "l-gradlew-doc", "/home/dev/src/ledger-android", "2025-06-10T11:00:00Z", "docs/contributing",
        user("Add a short 'Building on Linux' section to CONTRIBUTING.md, people keep asking about the gradlew "
             "error."),
        read("/home/dev/src/ledger-android/CONTRIBUTING.md", "# Contributing\n\n## Code style\nRun ktlint.\n"),
        edit("/home/dev/src/ledger-android/CONTRIBUTING.md", "## Code style\n",
             "## Building on Linux\nIf you see `./gradlew: Permission denied`, the wrapper lost its mode: run\n"
             "`git update-index --chmod=+x gradlew` and commit.\n\n## Code style\n"),
        say("Added the section; nothing was built."),
    )
    T.pair("t47-gradlew", "l-gradlew-doc", "neither",
           "the fix and the error text were only written into CONTRIBUTING.md; no build or git mode change ran")
    T.later(
        "l-gradlew-before", "/home/dev/src/ledger-android", "2025-03-18T16:00:00Z", "main",
        user("Try a debug build on this Linux laptop."),
        err("./gradlew assembleDebug", "bash: ./gradlew: Permission denied", 126),
        ok("chmod +x gradlew && ./gradlew assembleDebug", "BUILD SUCCESSFUL in 1m 55s"),
    )
    T.pair("t47-gradlew", "l-gradlew-before", "neither",
           "dated before the lesson's source session, so neither whatever it holds")


# --- Google client libraries with no Application Default Credentials ---------------------------------------

_ADC = ("google.auth.exceptions.DefaultCredentialsError: Your default credentials were not found. To set up "
        "Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc for "
        "more information.")


def _adc() -> None:
    T.source(
        "s-adc", "/home/maya/work/report-exporter", "2025-04-03T10:00:00Z", "main",
        user("I ran gcloud auth login this morning but the exporter still won't talk to BigQuery. Run it for "
             "2025-04-02."),
        err("python export.py --date 2025-04-02",
            "Traceback (most recent call last):\n  File \"/home/maya/work/report-exporter/export.py\", line 14, in "
            "<module>\n    client = bigquery.Client(project=\"acme-analytics\")\n" + _ADC),
        ok("gcloud auth list", "      Credentialed Accounts\nACTIVE  ACCOUNT\n*       maya@acme.io\n"),
        say("gcloud auth login only authorises the gcloud CLI itself. The client libraries read Application Default "
            "Credentials, a separate file that gcloud auth application-default login writes."),
        ok("gcloud auth application-default login --no-launch-browser",
           "Credentials saved to file: [/home/maya/.config/gcloud/application_default_credentials.json]\n\n"
           "These credentials will be used by any library that requests Application Default Credentials (ADC).\n"
           "\nQuota project \"acme-analytics\" was added to ADC which can be used by Google client libraries for "
           "billing and quota."),
        ok("python export.py --date 2025-04-02", "exported 18422 rows to gs://acme-reports/2025-04-02.csv"),
    )
    T.lesson(
        "t47-adc", "global", "en", "s-adc", "env_setup",
        "gcloud auth login does not give Google client libraries credentials: set up ADC",
        "A script using a Google Cloud client library (BigQuery, Storage, …) stops with `DefaultCredentialsError: "
        "Your default credentials were not found` while `gcloud auth list` shows an active account.",
        "`gcloud auth login` succeeded and gcloud commands work, so the machine looks logged in; the libraries "
        "never read those CLI credentials.",
        "Client libraries look for Application Default Credentials: GOOGLE_APPLICATION_CREDENTIALS, then "
        "~/.config/gcloud/application_default_credentials.json, then a metadata server. Off Google Cloud with "
        "neither set, there is nothing to find.",
        "Run `gcloud auth application-default login` (add `--no-launch-browser` on a remote host), or point "
        "`GOOGLE_APPLICATION_CREDENTIALS` at a service-account key file (for containers and CI, mount the key and "
        "pass the variable with -e).",
        "`python export.py --date 2025-04-02` failed with `Your default credentials were not found` while "
        "`gcloud auth list` showed `maya@acme.io` active; after `gcloud auth application-default login "
        "--no-launch-browser` (`Credentials saved to file`) the rerun printed `exported 18422 rows`.",
    )
    T.later(
        "l-adc-node", "/home/maya/work/asset-uploader", "2025-04-24T09:30:00Z", "feature/gcs-upload",
        user("New laptop. The uploader uses @google-cloud/storage; get it running against the dev bucket."),
        say("Before running anything that uses a client library: gcloud auth login alone is not enough, it needs "
            "Application Default Credentials."),
        ok("gcloud auth application-default login",
           "Credentials saved to file: [/home/maya/.config/gcloud/application_default_credentials.json]"),
        ok("node upload.js --bucket acme-dev-assets ./fixtures", "uploaded 12 files to gs://acme-dev-assets/"),
    )
    T.pair("t47-adc", "l-adc-node", "applied",
           "gcloud auth application-default login ran before the Node client library was used; no error before")
    T.later(
        "l-adc-docker-key", "/srv/jobs/nightly-sync", "2025-05-06T22:10:00Z", "main",
        user("Run the nightly sync container once by hand. The CI service-account key is ~/keys/sa-ci.json."),
        ok("docker run --rm -e GOOGLE_APPLICATION_CREDENTIALS=/secrets/sa.json "
           "-v ~/keys/sa-ci.json:/secrets/sa.json:ro acme/nightly-sync:1.8 --dry-run",
           "dry run: 4 tables would be copied to acme-warehouse.staging"),
    )
    T.pair("t47-adc", "l-adc-docker-key", "applied",
           "GOOGLE_APPLICATION_CREDENTIALS pointed at a mounted key, the lesson's second spelling; no error before")
    T.later(
        "l-adc-zsh", "/Users/maya/work/churn-model", "2025-05-15T14:00:00Z", "exp/features-v2",
        user("Pull the training features from BigQuery with fetch_features.py (zsh, my Mac)."),
        err("python fetch_features.py --since 2025-01-01",
            "Traceback (most recent call last):\n  File \"/Users/maya/work/churn-model/fetch_features.py\", line "
            "9, in "
            "<module>\n    bq = bigquery.Client()\n" + _ADC),
        ok("gcloud auth application-default login", "Credentials saved to file: "
           "[/Users/maya/.config/gcloud/application_default_credentials.json]"),
        ok("python fetch_features.py --since 2025-01-01", "wrote features.parquet (204113 rows)"),
    )
    T.pair("t47-adc", "l-adc-zsh", "recurred",
           "DefaultCredentialsError came back on another machine and project before ADC was set up")
    T.later(
        "l-adc-ssh", "/home/maya/work/report-exporter", "2025-05-30T07:50:00Z", "main",
        user("Run the loader on etl-02.lan (our on-prem box) for yesterday."),
        err("ssh etl-02.lan 'cd /opt/loader && python3 -m loader.run --day 2025-05-29'",
            "Traceback (most recent call last):\n  File \"/opt/loader/loader/run.py\", line 22, in main\n"
            "    client = storage.Client()\n" + _ADC),
        say("etl-02 has gcloud logged in but no Application Default Credentials."),
    )
    T.pair("t47-adc", "l-adc-ssh", "recurred",
           "over ssh on etl-02 the Storage client failed with the same DefaultCredentialsError")
    T.later(
        "l-adc-forbidden", "/home/maya/work/report-exporter", "2025-06-03T10:20:00Z", "main",
        user("The exporter fails for the finance project now, can you look?"),
        err("python export.py --date 2025-06-02 --project acme-finance",
            "google.api_core.exceptions.Forbidden: 403 POST https://bigquery.googleapis.com/bigquery/v2/projects/"
            "acme-finance/jobs?prettyPrint=false: Access Denied: Project acme-finance: User does not have "
            "bigquery.jobs.create permission in project acme-finance."),
        ok("ls ~/.config/gcloud/application_default_credentials.json",
           "/home/maya/.config/gcloud/application_default_credentials.json"),
        say("Credentials are found; the account lacks a role in acme-finance. Someone with IAM admin there needs "
            "to grant roles/bigquery.jobUser."),
    )
    T.pair("t47-adc", "l-adc-forbidden", "neither",
           "a 403 permission error from BigQuery with ADC present: a different error, and the fix was not run")
    T.later(
        "l-adc-quoted", "/home/maya/work/report-exporter", "2025-06-12T16:00:00Z", "main",
        user("A colleague sent me this from his machine: 'google.auth.exceptions.DefaultCredentialsError: Your "
             "default credentials were not found.' He says he did gcloud auth login. What's he missing?"),
        ok("gcloud auth list", "      Credentialed Accounts\nACTIVE  ACCOUNT\n*       maya@acme.io\n"),
        say("He is missing Application Default Credentials: tell him to run gcloud auth application-default login "
            "or set GOOGLE_APPLICATION_CREDENTIALS. Nothing needs changing on your machine."),
    )
    T.pair("t47-adc", "l-adc-quoted", "neither",
           "the error was only quoted by the person from someone else's machine and the fix only advised, not run")
    T.later(
        "l-adc-before", "/home/maya/work/report-exporter", "2025-03-11T09:00:00Z", "main",
        user("Set this repo up on my machine."),
        ok("gcloud auth application-default login --no-launch-browser",
           "Credentials saved to file: [/home/maya/.config/gcloud/application_default_credentials.json]"),
        ok("python export.py --date 2025-03-10", "exported 17001 rows to gs://acme-reports/2025-03-10.csv"),
    )
    T.pair("t47-adc", "l-adc-before", "neither", "dated before the lesson's source session, so neither")


# --- git pull --rebase refused over unstaged changes --------------------------------------------------------

def _autostash() -> None:
    T.source(
        "s-autostash", "/home/ola/code/billing-api", "2025-04-04T11:00:00Z", "feature/invoice-pdf",
        user("Bring my branch up to date with main, I have local edits I don't want to commit yet."),
        err("git pull --rebase origin main",
            "error: cannot pull with rebase: You have unstaged changes.\nerror: Please commit or stash them.", 128),
        ok("git status --short", " M config/settings_local.py\n M src/invoice/render.py"),
        ok("git pull --rebase --autostash origin main",
           "From github.com:acme/billing-api\n * branch            main       -> FETCH_HEAD\n"
           "Created autostash: 4e1c2d7\nSuccessfully rebased and updated refs/heads/feature/invoice-pdf.\n"
           "Applied autostash."),
        ok("git config rebase.autoStash true && git config --get rebase.autoStash", "true"),
    )
    T.lesson(
        "t47-autostash", "global", "en", "s-autostash", "tool_quirk",
        "git pull --rebase (and git rebase) refuse a dirty working tree: use --autostash",
        "`git pull --rebase` stops with `error: cannot pull with rebase: You have unstaged changes.` (`git rebase` "
        "with `error: cannot rebase: You have unstaged changes.`), exit 128, and nothing is fetched into the branch.",
        "A plain `git pull` (merge) with the same edits often works, so the rebase form looks broken; committing "
        "the half-done edits just to pull pollutes the branch.",
        "A rebase needs a clean working tree; git will not stash for you unless told to.",
        "`git pull --rebase --autostash` (short: `git pull -r --autostash`) stashes the edits, rebases and "
        "re-applies them; or turn it on once with `git config rebase.autoStash true` (also per call as "
        "`git -c rebase.autoStash=true pull -r`); `git rebase --autostash` for a plain rebase.",
        "`git pull --rebase origin main` failed with `cannot pull with rebase: You have unstaged changes.`; "
        "`git pull --rebase --autostash origin main` printed `Created autostash: 4e1c2d7`, `Successfully rebased "
        "and updated refs/heads/feature/invoice-pdf.` and `Applied autostash.`",
    )
    T.later(
        "l-autostash-flag", "/home/ola/code/ledger-ui", "2025-04-23T15:10:00Z", "fix/date-picker",
        user("Rebase my branch on the latest develop; I'm mid-edit in two files."),
        ok("git status --short", " M src/components/DatePicker.tsx\n M src/styles/picker.css"),
        ok("git pull --rebase --autostash origin develop",
           "From github.com:acme/ledger-ui\n * branch            develop    -> FETCH_HEAD\nCreated autostash: "
           "9ab01c3\n"
           "Successfully rebased and updated refs/heads/fix/date-picker.\nApplied autostash."),
    )
    T.pair("t47-autostash", "l-autostash-flag", "applied",
           "git pull --rebase --autostash on a dirty tree, no cannot-pull error before it")
    T.later(
        "l-autostash-fish", "/home/ola/code/billing-api", "2025-05-07T09:00:00Z", "feature/tax-rates",
        user("Update from main (fish shell). I've got uncommitted changes in the rates table."),
        ok("git -c rebase.autoStash=true pull -r origin main",
           "From github.com:acme/billing-api\n * branch            main       -> FETCH_HEAD\nCreated autostash: "
           "0d7e2f1\n"
           "Successfully rebased and updated refs/heads/feature/tax-rates.\nApplied autostash."),
        ok("git log --oneline -2", "c1d2e3f Add 2025 VAT rates\n8f9e0d1 Merge pull request #311 from acme/ci-cache"),
    )
    T.pair("t47-autostash", "l-autostash-fish", "applied",
           "rebase.autoStash set per call with -c and the short -r, spellings the lesson names; no error before")
    T.later(
        "l-autostash-rebase", "/home/ola/code/shipping-svc", "2025-05-19T13:30:00Z", "feature/labels",
        user("Rebase onto origin/develop please."),
        ok("git fetch origin", ""),
        err("git rebase origin/develop",
            "error: cannot rebase: You have unstaged changes.\nerror: Please commit or stash them.", 1),
        ok("git rebase --autostash origin/develop",
           "Created autostash: 51aa0e2\nSuccessfully rebased and updated refs/heads/feature/labels.\nApplied "
           "autostash."),
    )
    T.pair("t47-autostash", "l-autostash-rebase", "recurred",
           "git rebase refused the dirty tree with cannot rebase: You have unstaged changes before --autostash")
    T.later(
        "l-autostash-script", "/home/ola/code/docs-site", "2025-06-02T08:15:00Z", "main",
        user("Run scripts/sync-upstream.sh, it pulls the upstream theme."),
        read("/home/ola/code/docs-site/scripts/sync-upstream.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\ngit pull --rebase upstream main\nnpm run build\n"),
        err("bash scripts/sync-upstream.sh",
            "error: cannot pull with rebase: You have unstaged changes.\nerror: Please commit or stash them.", 128),
        ok("git status --short", " M static/search-index.json"),
    )
    T.pair("t47-autostash", "l-autostash-script", "recurred",
           "the script's git pull --rebase failed on an unstaged generated file with the same error")
    T.later(
        "l-autostash-conflict", "/home/ola/code/billing-api", "2025-06-09T10:40:00Z", "feature/credit-notes",
        user("Pull main into my branch with rebase, the tree is clean."),
        ok("git status --short", ""),
        err("git pull --rebase origin main",
            "From github.com:acme/billing-api\n * branch            main       -> FETCH_HEAD\n"
            "Auto-merging src/invoice/models.py\nCONFLICT (content): Merge conflict in src/invoice/models.py\n"
            "error: could not apply 7c3d9e1... Add credit note model\nhint: Resolve all conflicts manually, mark them "
            "as resolved with\nhint: \"git add/rm <conflicted_files>\", then run \"git rebase --continue\".", 1),
        say("A real conflict in models.py; I'll show you both sides before resolving."),
    )
    T.pair("t47-autostash", "l-autostash-conflict", "neither",
           "a rebase conflict on a clean tree: a different git error, and --autostash was not used")
    T.later(
        "l-autostash-dotfiles", "/home/ola/dotfiles", "2025-06-16T19:00:00Z", "main",
        user("Add autostash to the gitconfig in my dotfiles repo. Don't install it, I'll run the installer on the "
             "new laptop later."),
        read("/home/ola/dotfiles/git/gitconfig", "[user]\n\tname = Ola N\n[pull]\n\trebase = true\n"),
        edit("/home/ola/dotfiles/git/gitconfig", "[pull]\n\trebase = true\n",
             "[pull]\n\trebase = true\n[rebase]\n\tautoStash = true\n"),
        ok("git -C /home/ola/dotfiles commit -am 'git: autostash on rebase'",
           "[main 2b4c6d8] git: autostash on rebase\n 1 file changed, 2 insertions(+)"),
    )
    T.pair("t47-autostash", "l-autostash-dotfiles", "neither",
           "autoStash was only written into a dotfiles copy git does not read yet; no pull or rebase ran")
    T.later(
        "l-autostash-before", "/home/ola/code/billing-api", "2025-03-20T14:00:00Z", "feature/webhooks",
        user("Rebase on main."),
        err("git pull --rebase origin main",
            "error: cannot pull with rebase: You have unstaged changes.\nerror: Please commit or stash them.", 128),
        ok("git stash && git pull --rebase origin main && git stash pop", "Successfully rebased and updated "
           "refs/heads/feature/webhooks."),
    )
    T.pair("t47-autostash", "l-autostash-before", "neither", "dated before the lesson's source session, so neither")


FILLS = [_gradlew, _adc, _autostash]
