"""The cases of the twentieth tracking corpus, part one (Snakemake refusing to run without a core count, ko without
KO_DOCKER_REPO), and the tables every part fills. Parts _b … _g hold the other lessons.

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

T = CaseTables("t20-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def bash(command: str, output: str, error: bool = False) -> tuple[str, str, str, bool]:
    return ("bash", command, output, error)


# ---------------------------------------------------------------- a: Snakemake needs --cores

SMK_CORES = """Error: you need to specify the maximum number of CPU cores to be used at the same time. If you want to \
use N cores, say --cores N or -cN. For all cores on your system (be sure that this is appropriate) use --cores all. \
For no parallelization use --cores 1 or -c1."""


def smk_ok(target: str, cores: str, steps: int) -> str:
    return (f"Building DAG of jobs...\nUsing shell: /usr/bin/bash\nProvided cores: {cores}\n"
            f"Rules claiming more threads will be scaled down.\nJob stats:\njob      count\n-------  -------\n"
            f"all      1\ntotal    {steps}\n\nSelect jobs to execute...\n[Thu Aug 14 10:22:41 2025]\n"
            f"Finished job 0.\n{steps} of {steps} steps (100%) done\n"
            f"Complete log: .snakemake/log/2025-08-14T102203.118204.snakemake.log\n# target: {target}")


def lesson_a() -> None:
    T.source("s-smk-cores", "/home/priya/lab/rnaseq-pipe", "2025-08-14T10:20:00Z", "feat/multiqc",
             ("user", "Build the MultiQC report for the new batch, results/qc/multiqc_report.html."),
             bash("snakemake results/qc/multiqc_report.html", SMK_CORES, True),
             ("say", "Snakemake 8 won't pick a core count on its own; it has to be given on every run."),
             bash("snakemake --cores 8 results/qc/multiqc_report.html",
                  smk_ok("results/qc/multiqc_report.html", "8", 12)))
    T.lesson("t20-snakemake-cores", "global", "en", "s-smk-cores", "tool_quirk",
             "Snakemake refuses to run a target until it is told how many cores to use",
             "`snakemake results/qc/multiqc_report.html` stopped at once with `you need to specify the maximum "
             "number of CPU cores`.",
             "Looking for a broken rule or a missing input; no job even started.",
             "Since Snakemake 5.11 the core count has no default for a local run; the command line (or a profile) "
             "must give it.",
             "Pass it on every run: `snakemake --cores <N> <target>` (short `-c<N>`, `-j <N>`, or `--cores all`), or "
             "put `cores: <N>` in a profile's config.yaml and run with `--profile <dir>`.",
             ["`snakemake results/qc/multiqc_report.html`",
              "`you need to specify the maximum number of CPU cores to be used at the same time`",
              "`snakemake --cores 8 results/qc/multiqc_report.html`"])


def later_a() -> None:
    cwd = "/home/priya/lab/rnaseq-pipe"
    T.later("l-smk-short", cwd, "2025-09-02T09:10:00Z", "feat/star-align",
            ("user", "Align sample S12 only, I want to eyeball the BAM."),
            bash("snakemake -c4 results/align/S12.bam", smk_ok("results/align/S12.bam", "4", 3)),
            ("say", "S12 is aligned: results/align/S12.bam."))
    T.pair("t20-snakemake-cores", "l-smk-short", "applied",
           "the short form -c4 is given on the first run; no core-count error at all")

    T.later("l-smk-profile", cwd, "2025-09-09T14:00:00Z", "chore/profile",
            ("user", "I'm tired of typing the flags. Make a local profile and run the whole pipeline through it."),
            ("write", f"{cwd}/profiles/local/config.yaml",
             "cores: 6\nuse-conda: true\nrerun-incomplete: true\nprintshellcmds: true\n"),
            bash("snakemake --profile profiles/local all", smk_ok("all", "6", 41)),
            ("say", "The profile works: 41 steps ran with 6 cores and conda envs."))
    T.pair("t20-snakemake-cores", "l-smk-profile", "applied",
           "cores: 6 is written into the profile's config.yaml and the run uses --profile; no error before it")

    T.later("l-smk-recur", cwd, "2025-09-16T11:30:00Z", "feat/counts",
            ("user", "Produce the count matrix with the conda envs."),
            bash("snakemake --use-conda results/counts/matrix.tsv", SMK_CORES, True),
            ("say", "It stopped before building the DAG. I'll leave it for you to decide how many cores this box "
                    "may use; it is shared."))
    T.pair("t20-snakemake-cores", "l-smk-recur", "recurred",
           "the matrix run without a core count fails with the same 'specify the maximum number of CPU cores' error")

    T.later("l-smk-recur-fix", "/home/priya/lab/variant-calls", "2025-09-23T16:05:00Z", "main",
            ("user", "variant workflow this time: run Snakefile.variants end to end"),
            bash("snakemake -s workflow/Snakefile.variants", SMK_CORES, True),
            bash("snakemake -s workflow/Snakefile.variants -j 8", smk_ok("all", "8", 27)),
            ("say", "Needed a job count; all 27 steps are done."))
    T.pair("t20-snakemake-cores", "l-smk-recur-fix", "recurred",
           "the variants workflow first hits the core-count error; the -j 8 rerun after it is a repair, not applied")

    T.later("l-smk-missing", cwd, "2025-09-30T10:45:00Z", "feat/S20-batch",
            ("user", "New samples S20-S24 are in. Run the trimming for them."),
            bash("snakemake --cores 4 results/trim/S20_R1.fq.gz",
                 "Building DAG of jobs...\nMissingInputException in rule trim in file workflow/rules/trim.smk, "
                 "line 3:\nMissing input files for rule trim:\n    output: results/trim/S20_R1.fq.gz\n"
                 "    affected files:\n        raw/S20_R1_001.fastq.gz", True),
            ("say", "The raw file names use the _001 suffix but the sample sheet lists them without it. I'll fix "
                    "the sheet."),
            ("edit", f"{cwd}/config/samples.tsv", "S20\traw/S20_R1.fastq.gz", "S20\traw/S20_R1_001.fastq.gz"))
    T.pair("t20-snakemake-cores", "l-smk-missing", "applied",
           "--cores 4 is given on the first run, so no core-count error; the MissingInputException after it is a "
           "different failure")

    T.later("l-smk-lint", cwd, "2025-10-07T13:20:00Z", "chore/lint",
            ("user", "Run snakemake's linter and the DAG picture before I send the PR."),
            bash("snakemake --lint",
                 "Lints for rule trim (line 3, workflow/rules/trim.smk):\n    * No log directive defined:\n"
                 "      Without a log directive, all output will be printed to the terminal."),
            bash("snakemake --dag all | dot -Tsvg > dag.svg && ls -la dag.svg",
                 "-rw-r--r-- 1 priya priya 48112 Oct  7 13:21 dag.svg"),
            ("say", "One lint (no log directive on trim); dag.svg is written."))
    T.pair("t20-snakemake-cores", "l-smk-lint", "neither",
           "only --lint and --dag, which run no jobs; no core-count error and no core count given")

    T.later("l-smk-ko", cwd, "2025-10-14T08:55:00Z", "feat/qc-v2",
            ("user", "QC 리포트 다시 만들어 줘. 서버 코어 전부 써도 돼."),
            bash("snakemake --cores all results/qc/multiqc_report.html",
                 smk_ok("results/qc/multiqc_report.html", "32", 12)),
            ("say", "코어 32개로 돌렸고 리포트가 새로 만들어졌습니다."))
    T.pair("t20-snakemake-cores", "l-smk-ko", "applied",
           "a Korean session; --cores all is given on the first run and it passes")

    T.later("l-smk-before", cwd, "2025-08-01T15:00:00Z", "feat/multiqc",
            ("user", "Try building the QC report."),
            bash("snakemake results/qc/multiqc_report.html", SMK_CORES, True))
    T.pair("t20-snakemake-cores", "l-smk-before", "neither",
           "dated before the lesson's source session, so neither although the same error shows")


# ---------------------------------------------------------------- b: ko needs KO_DOCKER_REPO

KO_UNSET = """2025/08/19 13:02:11 Using base cgr.dev/chainguard/static:latest@sha256:5ff428f8a482 for github.com/acme/paygate/cmd/api
Error: error creating publisher: KO_DOCKER_REPO environment variable is unset
2025/08/19 13:02:11 error during command execution: error creating publisher: KO_DOCKER_REPO environment variable is unset"""


def ko_ok(repo: str, name: str) -> str:
    return (f"2025/08/19 13:04:40 Using base cgr.dev/chainguard/static:latest for github.com/acme/paygate/cmd/{name}\n"
            f"2025/08/19 13:04:41 Building github.com/acme/paygate/cmd/{name} for linux/amd64\n"
            f"2025/08/19 13:04:49 Publishing {repo}/{name}-8c1e5f0a2b:latest\n"
            f"2025/08/19 13:04:50 Published {repo}/{name}-8c1e5f0a2b@sha256:0e3b71a4c2\n"
            f"{repo}/{name}-8c1e5f0a2b@sha256:0e3b71a4c2")


def lesson_b() -> None:
    T.source("s-ko-repo", "/home/tomas/go/src/paygate", "2025-08-19T13:00:00Z", "feat/ko-images",
             ("user", "Build the api image with ko and push it to the local registry on 5001."),
             bash("ko build ./cmd/api", KO_UNSET, True),
             ("say", "ko needs to know where to push; it reads that only from KO_DOCKER_REPO."),
             bash("KO_DOCKER_REPO=localhost:5001 ko build ./cmd/api", ko_ok("localhost:5001", "api")))
    T.lesson("t20-ko-docker-repo", "global", "en", "s-ko-repo", "env_setup",
             "ko build and ko apply fail until KO_DOCKER_REPO names a registry",
             "`ko build ./cmd/api` failed with `error creating publisher: KO_DOCKER_REPO environment variable is "
             "unset`.",
             "Adding a --repo guess, logging in to the registry or editing .ko.yaml; the build itself is fine.",
             "ko publishes every image it builds and takes the destination repository from the KO_DOCKER_REPO "
             "environment variable; with it unset it cannot create a publisher.",
             "Set it for the command or the shell: `KO_DOCKER_REPO=localhost:5001 ko build ./cmd/<name>` / "
             "`export KO_DOCKER_REPO=...`. For an image only needed in the local docker daemon, `ko build --local` "
             "(`-L`) needs no registry.",
             ["`ko build ./cmd/api`", "`KO_DOCKER_REPO environment variable is unset`",
              "`KO_DOCKER_REPO=localhost:5001 ko build ./cmd/api`"])


def later_b() -> None:
    cwd = "/home/tomas/go/src/paygate"
    T.later("l-ko-export", cwd, "2025-09-03T10:00:00Z", "feat/worker-deploy",
            ("user", "Deploy api and worker to the kind cluster with ko apply."),
            bash("export KO_DOCKER_REPO=localhost:5001 && ko apply -f config/",
                 ko_ok("localhost:5001", "api") + "\n" + ko_ok("localhost:5001", "worker") +
                 "\ndeployment.apps/api configured\ndeployment.apps/worker created"),
            ("say", "Both images were pushed to localhost:5001 and the deployments applied."))
    T.pair("t20-ko-docker-repo", "l-ko-export", "applied",
           "KO_DOCKER_REPO is exported before the first ko apply; no publisher error")

    T.later("l-ko-local", cwd, "2025-09-10T15:30:00Z", "fix/worker-retry",
            ("user", "I just want the worker image in my local docker to run it by hand."),
            bash("ko build -L ./cmd/worker",
                 "2025/09/10 15:30:52 Building github.com/acme/paygate/cmd/worker for linux/amd64\n"
                 "2025/09/10 15:31:00 Loading ko.local/worker-8c1e5f0a2b:3f2a9d\n"
                 "2025/09/10 15:31:02 Loaded ko.local/worker-8c1e5f0a2b:3f2a9d\nko.local/worker-8c1e5f0a2b:3f2a9d"),
            bash("docker run --rm ko.local/worker-8c1e5f0a2b:3f2a9d --once", "worker: drained 0 jobs, exiting"),
            ("say", "Loaded into the local daemon as ko.local/worker-…; it runs."))
    T.pair("t20-ko-docker-repo", "l-ko-local", "applied",
           "ko build -L, the short form of --local the lesson names for a local-only image; no error before it")

    T.later("l-ko-recur", cwd, "2025-09-17T09:40:00Z", "feat/helm-free",
            ("user", "Render the deploy manifest with resolved image digests into out/deploy.yaml."),
            bash("ko resolve -f config/deploy.yaml > out/deploy.yaml",
                 KO_UNSET.replace("cmd/api", "cmd/worker").replace("2025/08/19 13:02:11", "2025/09/17 09:41:03"),
                 True),
            ("say", "ko resolve has to push the images to get their digests, and it doesn't know where to. "
                    "Which registry should the staging manifest point at?"))
    T.pair("t20-ko-docker-repo", "l-ko-recur", "recurred",
           "ko resolve fails with the same 'KO_DOCKER_REPO environment variable is unset' publisher error")

    T.later("l-ko-recur-fix", "/home/tomas/go/src/ledger-sync", "2025-09-24T11:15:00Z", "main",
            ("user", "ko apply the sync service onto kind"),
            bash("ko apply -f deploy/",
                 KO_UNSET.replace("paygate/cmd/api", "ledger-sync/cmd/sync")
                 .replace("2025/08/19 13:02:11", "2025/09/24 11:15:40"), True),
            bash("KO_DOCKER_REPO=kind.local ko apply -f deploy/",
                 "2025/09/24 11:16:20 Loading kind.local/sync-41d0c9:a81f\n"
                 "2025/09/24 11:16:25 Loaded kind.local/sync-41d0c9:a81f\ndeployment.apps/sync created"),
            ("say", "Deployed; the image went straight into the kind nodes."))
    T.pair("t20-ko-docker-repo", "l-ko-recur-fix", "recurred",
           "the first ko apply fails with the unset KO_DOCKER_REPO error; setting it afterwards is a repair")

    T.later("l-ko-makefile", cwd, "2025-10-01T17:00:00Z", "chore/makefile",
            ("user", "Add a make target for publishing images so nobody forgets the registry. Don't run it, CI "
                     "has no registry yet."),
            ("edit", f"{cwd}/Makefile", ".PHONY: test\n",
             ".PHONY: test images\n\nimages:\n\tKO_DOCKER_REPO=$(REGISTRY) ko build ./cmd/...\n"),
            ("say", "Added `make images`; it needs REGISTRY set. Not run, as asked."))
    T.pair("t20-ko-docker-repo", "l-ko-makefile", "neither",
           "KO_DOCKER_REPO is only written into a Makefile target; ko never runs")

    T.later("l-ko-gobuild", cwd, "2025-10-08T12:10:00Z", "fix/api-router",
            ("user", "The api doesn't compile since the router refactor. Fix it."),
            bash("go build ./cmd/api",
                 "# github.com/acme/paygate/cmd/api\ncmd/api/main.go:14:9: undefined: handler.NewRouter", True),
            ("edit", f"{cwd}/cmd/api/main.go", "handler.NewRouter(", "handler.New("),
            bash("go build ./cmd/api && go vet ./...", ""),
            ("say", "It builds again; the constructor was renamed to handler.New."))
    T.pair("t20-ko-docker-repo", "l-ko-gobuild", "neither",
           "a Go compile error fixed in code; ko never runs and no registry is set")

    T.later("l-ko-before", cwd, "2025-08-05T09:00:00Z", "feat/ko-images",
            ("user", "Can ko build the api?"),
            bash("KO_DOCKER_REPO=localhost:5001 ko build ./cmd/api", ko_ok("localhost:5001", "api")))
    T.pair("t20-ko-docker-repo", "l-ko-before", "neither",
           "dated before the lesson's source session, so neither whatever it runs")
