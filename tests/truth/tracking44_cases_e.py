"""The forty-fourth tracking corpus, part e: Maven on a JRE with no javac, GitHub Actions' read-only GITHUB_TOKEN
(`Resource not accessible by integration`, a prose-only fix), and Elasticsearch 6's read-only-allow-delete block
left after the flood-stage watermark. Rules and tables are in tracking44_cases.py."""
from __future__ import annotations

import json

from tests.truth.tracking44_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- Maven on a JRE: no compiler is provided ---------------------------------------------------------------------
_NO_JAVAC = "No compiler is provided in this environment. Perhaps you are running on a JRE rather than a JDK?"


def _no_compiler(project: str, files: int) -> str:
    return ("[INFO] --- compiler:3.13.0:compile (default-compile) @ " + project + " ---\n"
            f"[INFO] Compiling {files} source files with javac [debug target 17] to target/classes\n"
            "[INFO] -------------------------------------------------------------\n[ERROR] COMPILATION ERROR : \n"
            f"[INFO] -------------------------------------------------------------\n[ERROR] {_NO_JAVAC}\n"
            "[INFO] 1 error\n[INFO] BUILD FAILURE\n"
            "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile "
            f"(default-compile) on project {project}: Compilation failure\n[ERROR] {_NO_JAVAC}\n[ERROR] -> [Help 1]")


def _maven() -> None:
    T.source(
        "s-maven-no-compiler", "/home/dev/invoice", "2025-04-01T08:00:00Z", "feature/pdf",
        user("build invoice-core on this new VM"),
        err("mvn -B package", _no_compiler("invoice-core", 42)),
        ok("mvn -v && ls /usr/lib/jvm/java-17-openjdk-amd64/bin/",
           "Apache Maven 3.8.7\nMaven home: /usr/share/maven\nJava version: 17.0.12, vendor: Ubuntu, runtime: "
           "/usr/lib/jvm/java-17-openjdk-amd64\njava\njfr\njrunscript\njwebserver\nkeytool\nrmiregistry"),
        say("Only the JRE (openjdk-17-jre-headless, pulled in by maven) is installed: there is no javac. "
            "Installing the JDK package."),
        ok("sudo apt-get install -y openjdk-17-jdk-headless && mvn -B package",
           "Setting up openjdk-17-jdk-headless:amd64 (17.0.12+7-1ubuntu2~24.04) ...\n"
           "[INFO] Compiling 42 source files with javac [debug target 17] to target/classes\n"
           "[INFO] BUILD SUCCESS\n[INFO] Total time:  14.882 s"),
    )
    T.lesson(
        "t44-maven-jre-no-javac", "global", "en", "s-maven-no-compiler", "env_setup",
        "Maven fails with 'No compiler is provided in this environment' when only a JRE is installed",
        "`mvn -B package` stops in maven-compiler-plugin with `[ERROR] No compiler is provided in this "
        "environment. Perhaps you are running on a JRE rather than a JDK?`",
        "Changing the compiler plugin version or the release level; the runtime Maven runs on has no javac.",
        "The Ubuntu maven package depends only on a JRE (`runtime: /usr/lib/jvm/java-17-openjdk-amd64` has "
        "`java` and `keytool` but no javac), and the compiler plugin needs the JDK's compiler.",
        "Install the JDK, not only the JRE (`sudo apt-get install -y openjdk-17-jdk-headless`; Fedora: "
        "`java-17-openjdk-devel`), or run Maven with `JAVA_HOME` pointing at an installed JDK.",
        ["`mvn -B package` → `No compiler is provided in this environment. Perhaps you are running on a JRE "
         "rather than a JDK?`",
         "`sudo apt-get install -y openjdk-17-jdk-headless && mvn -B package` → `[INFO] BUILD SUCCESS`"],
    )
    T.later(
        "l-maven-java-home", "/home/dev/invoice", "2025-04-11T09:00:00Z", "feature/java21",
        user("the default java here is still the 17 JRE; build with the JDK 21 that's installed"),
        ok("ls /usr/lib/jvm", "java-1.17.0-openjdk-amd64\njava-17-openjdk-amd64\njava-21-openjdk-amd64"),
        ok("JAVA_HOME=/usr/lib/jvm/java-21-openjdk-amd64 ./mvnw -B verify",
           "[INFO] Compiling 44 source files with javac [debug release 21] to target/classes\n"
           "[INFO] Tests run: 96, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS"),
    )
    T.pair("t44-maven-jre-no-javac", "l-maven-java-home", "applied",
           "JAVA_HOME is pointed at the installed JDK before the build instead of the JRE; it passes")
    T.later(
        "l-maven-ssh-jdk", "/home/dev/invoice", "2025-04-20T07:30:00Z", "main",
        user("set up ci-runner-3 to build invoice (fresh Ubuntu with maven)"),
        ok("ssh ci-runner-3 'sudo apt-get install -y maven openjdk-21-jdk-headless && cd /opt/build/invoice && "
           "mvn -B -DskipTests package'",
           "Setting up openjdk-21-jdk-headless:amd64 (21.0.4+7-1ubuntu2~24.04) ...\n[INFO] BUILD SUCCESS"),
    )
    T.pair("t44-maven-jre-no-javac", "l-maven-ssh-jdk", "applied",
           "the JDK package goes in together with maven before the first build; no compiler error")
    T.later(
        "l-maven-fedora-fish", "/home/lee/src/invoice", "2025-04-30T12:00:00Z", "feature/ubl",
        user("compile invoice on my Fedora box (fish shell)"),
        err("mvn -B compile", _no_compiler("invoice-core", 47)),
        ok("rpm -qa 'java-17*'", "java-17-openjdk-headless-17.0.12.0.7-2.fc40.x86_64"),
        ok("sudo dnf install -y java-17-openjdk-devel; and mvn -B compile", "Complete!\n[INFO] BUILD SUCCESS"),
    )
    T.pair("t44-maven-jre-no-javac", "l-maven-fedora-fish", "recurred",
           "on Fedora only the headless JRE is installed and mvn compile fails with No compiler is provided")
    T.later(
        "l-maven-docker-jre", "/home/dev/reports", "2025-05-08T10:00:00Z", "ci/tools-image",
        user("build reports with our tools image"),
        err("docker run --rm -v \"$PWD\":/src -w /src registry.internal/tools/maven-jre:17 mvn -B package",
            _no_compiler("reports", 18)),
        say("The tools image is built FROM eclipse-temurin:17-jre; it needs the JDK variant."),
    )
    T.pair("t44-maven-jre-no-javac", "l-maven-docker-jre", "recurred",
           "Maven in a JRE-based tools image hits the same No compiler is provided error")
    T.later(
        "l-maven-release-21", "/home/dev/invoice", "2025-04-25T15:00:00Z", "feature/records",
        user("bump maven.compiler.release to 21 and build"),
        edit("/home/dev/invoice/pom.xml", "<maven.compiler.release>17</maven.compiler.release>",
             "<maven.compiler.release>21</maven.compiler.release>"),
        err("mvn -B package",
            "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile "
            "(default-compile) on project invoice-core: Fatal error compiling: error: release version 21 not "
            "supported -> [Help 1]"),
        ok("JAVA_HOME=/usr/lib/jvm/java-21-openjdk-amd64 mvn -B package", "[INFO] BUILD SUCCESS"),
    )
    T.pair("t44-maven-jre-no-javac", "l-maven-release-21", "neither",
           "a different compiler error (JDK 17's javac cannot target release 21), not a missing javac")
    T.later(
        "l-jdk-jstack", "/home/dev/invoice", "2025-05-14T03:20:00Z", "main",
        user("invoice-svc on app02 is hung, get a thread dump"),
        ok("ssh app02 'sudo apt-get install -y openjdk-17-jdk-headless && sudo -u invoice jstack "
           "$(pgrep -f invoice-svc.jar) > /tmp/invoice-threads.txt && wc -l /tmp/invoice-threads.txt'",
           "Setting up openjdk-17-jdk-headless:amd64 (17.0.12+7-1ubuntu2~24.04) ...\n1873 /tmp/invoice-threads.txt"),
    )
    T.pair("t44-maven-jre-no-javac", "l-jdk-jstack", "neither",
           "the JDK is installed on a server to get jstack for a thread dump; there is no Maven build at all")
    T.later(
        "l-maven-before", "/home/dev/invoice", "2025-03-25T08:00:00Z", "main",
        user("mvn package on the new box"),
        err("mvn -B package", _no_compiler("invoice-core", 40)),
    )
    T.pair("t44-maven-jre-no-javac", "l-maven-before", "neither",
           "dated before the lesson's source session, whatever it holds")


# --- GitHub Actions: Resource not accessible by integration (prose-only fix) -------------------------------------
def _watch(mark: str, branch: str, name: str, run: str, job: str, steps: list[tuple[str, str]], notes: str) -> str:
    lines = "\n".join(f"  {m} {s}" for m, s in steps)
    return (f"{mark} {branch} {name} · {run}\nTriggered via pull_request about 1 minute ago\n\nJOBS\n"
            f"{mark} {job}\n{lines}" + (f"\n\nANNOTATIONS\n{notes}" if notes else ""))


def _gha() -> None:
    T.source(
        "s-gha-token-permissions", "/home/dev/coverage-bot", "2025-04-03T09:00:00Z", "ci/coverage-comment",
        user("the coverage comment job fails on my PR, fix it"),
        err("gh run watch 14022871345 --exit-status",
            _watch("X", "ci/coverage-comment", "Coverage", "14022871345", "comment in 14s (ID 39271203544)",
                   [("✓", "Set up job"), ("✓", "Run actions/checkout@v4"), ("✓", "Run actions/download-artifact@v4"),
                    ("X", "Post coverage comment"), ("✓", "Complete job")],
                   "X Unhandled error: HttpError: Resource not accessible by integration\ncomment: .github#31")),
        read("/home/dev/coverage-bot/.github/workflows/coverage.yml",
             "name: Coverage\non: pull_request\njobs:\n  comment:\n    runs-on: ubuntu-latest\n    steps:\n"
             "      - uses: actions/checkout@v4\n      - uses: actions/download-artifact@v4\n"
             "      - name: Post coverage comment\n        uses: actions/github-script@v7\n"),
        say("The repository's default GITHUB_TOKEN is read-only, so github-script's createComment is refused. "
            "The workflow has to ask for pull-requests: write."),
        edit("/home/dev/coverage-bot/.github/workflows/coverage.yml", "on: pull_request\n",
             "on: pull_request\npermissions:\n  contents: read\n  pull-requests: write\n"),
        ok("git commit -qam 'ci: let the coverage job comment on PRs' && git push -q", ""),
        ok("gh run watch 14022954410 --exit-status",
           _watch("✓", "ci/coverage-comment", "Coverage", "14022954410", "comment in 16s (ID 39271555012)",
                  [("✓", "Post coverage comment"), ("✓", "Complete job")], "")),
    )
    T.lesson(
        "t44-gha-token-read-only", "project", "en", "s-gha-token-permissions", "build_config",
        "GitHub Actions steps that write to the PR fail with 'Resource not accessible by integration' on a "
        "read-only GITHUB_TOKEN",
        "The coverage workflow's comment step fails; `gh run watch 14022871345 --exit-status` shows `X Unhandled "
        "error: HttpError: Resource not accessible by integration`.",
        "Replacing the token with a personal access token or retrying the run; the token exists, it just may "
        "not write.",
        "The repository's default workflow permissions are read-only, and a workflow without a permissions "
        "block gets that default, so creating a PR comment is refused.",
        "Give the workflow's token the scope the step writes to: a permissions block in the workflow or the job "
        "granting pull-requests write for PR comments (issues write for issue comments, contents write for "
        "releases and pushes), keeping contents read; a job-level block replaces the defaults rather than "
        "adding to them.",
        ["`gh run watch 14022871345 --exit-status` → `HttpError: Resource not accessible by integration`",
         "after adding `pull-requests: write`, `gh run watch 14022954410 --exit-status` → "
         "`✓ ci/coverage-comment Coverage · 14022954410`"],
    )
    T.later(
        "l-gha-release-contents-write", "/home/dev/coverage-bot", "2025-04-14T10:00:00Z", "ci/release",
        user("add a release workflow that creates the GitHub release from a tag input and try it"),
        write("/home/dev/coverage-bot/.github/workflows/release.yml",
              "name: Release\non:\n  workflow_dispatch:\n    inputs:\n      tag:\n        required: true\n"
              "permissions:\n  contents: write\njobs:\n  release:\n    runs-on: ubuntu-latest\n    steps:\n"
              "      - uses: softprops/action-gh-release@v2\n        with:\n          tag_name: ${{ inputs.tag }}\n"),
        ok("git add .github/workflows/release.yml && git commit -qm 'ci: release workflow' && git push -q && "
           "gh workflow run release.yml -f tag=v1.4.0", "✓ Created workflow_dispatch event for release.yml at main"),
        ok("gh run watch 14093310822 --exit-status", "✓ main Release · 14093310822\n\nJOBS\n✓ release in 11s"),
    )
    T.pair("t44-gha-token-read-only", "l-gha-release-contents-write", "applied",
           "the new workflow grants contents: write before its first run; the release run passes")
    T.later(
        "l-gha-labeler-issues-write", "/home/dev/coverage-bot", "2025-04-23T08:40:00Z", "ci/triage",
        user("enable the triage workflow that labels new issues; it has never run"),
        read("/home/dev/coverage-bot/.github/workflows/triage.yml",
             "name: Triage\non:\n  issues:\n    types: [opened]\njobs:\n  label:\n    runs-on: ubuntu-latest\n"),
        say("It adds labels to issues, and our default token is read-only; granting issues: write first."),
        edit("/home/dev/coverage-bot/.github/workflows/triage.yml", "jobs:\n",
             "permissions:\n  issues: write\njobs:\n"),
        ok("git commit -qam 'ci: triage may label issues' && git push -q && gh issue create -t 'triage check' "
           "-b 'test' && sleep 30 && gh run watch $(gh run list -w Triage -L1 --json databaseId -q '.[0].databaseId')"
           " --exit-status", "https://github.com/acme/coverage-bot/issues/212\n✓ main Triage · 14110022871\n\n"
           "JOBS\n✓ label in 9s"),
    )
    T.pair("t44-gha-token-read-only", "l-gha-labeler-issues-write", "applied",
           "issues: write is added before the workflow's first run; the run passes")
    T.later(
        "l-gha-label-graphql", "/home/dev/api-gateway", "2025-05-02T13:00:00Z", "ci/auto-label",
        user("the auto-label job is red on my PR"),
        err("gh run watch 14188201734 --exit-status",
            _watch("X", "ci/auto-label", "Auto label", "14188201734", "label in 8s (ID 39702215590)",
                   [("✓", "Set up job"), ("X", "Run gh pr edit \"$PR\" --add-label needs-review")],
                   "X Process completed with exit code 1.\nlabel: .github#12")),
        ok("gh run view 14188201734 --log-failed | tail -2",
           "label\tRun gh pr edit \"$PR\" --add-label needs-review\t2025-05-02T13:00:41.2210932Z "
           "GraphQL: Resource not accessible by integration (addLabelsToLabelable)\n"
           "label\tRun gh pr edit \"$PR\" --add-label needs-review\t2025-05-02T13:00:41.2250117Z "
           "##[error]Process completed with exit code 1."),
        edit("/home/dev/api-gateway/.github/workflows/auto-label.yml", "jobs:\n",
             "permissions:\n  pull-requests: write\njobs:\n"),
    )
    T.pair("t44-gha-token-read-only", "l-gha-label-graphql", "recurred",
           "gh pr edit with the default token fails with Resource not accessible by integration in the run")
    T.later(
        "l-gha-release-403", "/home/dev/cli-tool", "2025-05-10T09:15:00Z", "main",
        user("why didn't the v2.0.1 tag produce a release?"),
        err("gh run watch 14260017702 --exit-status",
            "X v2.0.1 Release · 14260017702\nTriggered via push about 3 minutes ago\n\nJOBS\n"
            "X publish in 21s (ID 39921003411)\n  ✓ Build\n  X Create release\n\nANNOTATIONS\n"
            "X Resource not accessible by integration\npublish: .github#18"),
        read("/home/dev/cli-tool/.github/workflows/release.yml",
             "name: Release\non:\n  push:\n    tags: ['v*']\npermissions:\n  contents: read\njobs:\n"),
    )
    T.pair("t44-gha-token-read-only", "l-gha-release-403", "recurred",
           "a release step with a contents: read token fails with Resource not accessible by integration")
    T.later(
        "l-gha-fork-pr", "/home/dev/coverage-bot", "2025-04-28T11:00:00Z", "main",
        user("the coverage comment failed on the PR from the outside contributor, why?"),
        err("gh run watch 14160014455 --exit-status",
            _watch("X", "contributor:fix-typo", "Coverage", "14160014455", "comment in 13s (ID 39600311200)",
                   [("X", "Post coverage comment")],
                   "X Unhandled error: HttpError: Resource not accessible by integration\ncomment: .github#31")),
        read("/home/dev/coverage-bot/.github/workflows/coverage.yml",
             "name: Coverage\non: pull_request\npermissions:\n  contents: read\n  pull-requests: write\n"),
        say("The workflow already asks for pull-requests: write, but on pull_request events from a fork GitHub "
            "caps the token at read. The comment has to move to a workflow_run workflow."),
    )
    T.pair("t44-gha-token-read-only", "l-gha-fork-pr", "neither",
           "the same error from another cause: a fork PR's token is read-only whatever the workflow grants")
    T.later(
        "l-gha-bad-credentials", "/home/dev/coverage-bot", "2025-05-16T07:00:00Z", "main",
        user("the nightly sync job fails, check"),
        err("gh run watch 14301122001 --exit-status",
            "X main Nightly sync · 14301122001\nTriggered via schedule about 6 hours ago\n\nJOBS\n"
            "X sync in 7s (ID 40011234001)\n  X Sync labels\n\nANNOTATIONS\n"
            "X Unhandled error: HttpError: Bad credentials\nsync: .github#22"),
        say("The job uses the SYNC_PAT secret, which expired on May 15; it needs a new token."),
    )
    T.pair("t44-gha-token-read-only", "l-gha-bad-credentials", "neither",
           "a different error (an expired personal access token: Bad credentials), not the read-only token")


# --- Elasticsearch 6: read-only-allow-delete left after the flood-stage watermark --------------------------------
_FORBIDDEN = "blocked by: [FORBIDDEN/12/index read-only / allow delete (api)];"


def _blocked(reason: str, status: int) -> str:
    body = {"type": "cluster_block_exception", "reason": reason}
    return (json.dumps({"error": {"root_cause": [body], **body}, "status": status}, separators=(",", ":"))
            + f"\ncurl: (22) The requested URL returned error: {status}")


def _probe(host: str, index: str) -> str:
    return (f"curl -sS --fail-with-body -XPOST 'http://{host}:9200/{index}/_doc' -H 'Content-Type: application/json' "
            "-d '{\"msg\":\"probe\"}'")


_UNBLOCK = ("curl -sS -XPUT 'http://{h}:9200/_all/_settings' -H 'Content-Type: application/json' "
            "-d '{{\"index.blocks.read_only_allow_delete\": null}}'")


def _es() -> None:
    T.source(
        "s-es-flood-stage", "/home/ops/logging", "2025-04-08T02:00:00Z", "main",
        user("filebeat stopped shipping into es-logs-1 (6.8), check"),
        err(_probe("es-logs-1", "logs-2025.04.08"), _blocked(_FORBIDDEN, 403), 22),
        ok("curl -sS 'http://es-logs-1:9200/_cat/allocation?v'",
           "shards disk.indices disk.used disk.avail disk.total disk.percent host      ip        node\n"
           "   212      441.2gb   476.9gb    23.1gb    500gb           95 10.0.4.11 10.0.4.11 es-logs-1"),
        say("The disk hit the 95% flood-stage watermark, so Elasticsearch put index.blocks.read_only_allow_delete "
            "on every index. Deleting January's indices first."),
        ok("curl -sS -XDELETE 'http://es-logs-1:9200/logs-2025.01.*'", "{\"acknowledged\":true}"),
        err(_probe("es-logs-1", "logs-2025.04.08"), _blocked(_FORBIDDEN, 403), 22),
        say("Disk is at 71% now, but on 6.8 the block stays until it is reset by hand."),
        ok(_UNBLOCK.format(h="es-logs-1"), "{\"acknowledged\":true}"),
        ok(_probe("es-logs-1", "logs-2025.04.08"),
           "{\"_index\":\"logs-2025.04.08\",\"_type\":\"_doc\",\"_id\":\"x1YqZJYB3c9fQ2kLw0aa\",\"_version\":1,"
           "\"result\":\"created\",\"_shards\":{\"total\":2,\"successful\":2,\"failed\":0}}"),
    )
    T.lesson(
        "t44-es-read-only-allow-delete", "global", "en", "s-es-flood-stage", "tool_quirk",
        "Elasticsearch 6 keeps every index read-only after the flood-stage watermark, even once disk is freed",
        "Writes fail with `cluster_block_exception` and `blocked by: [FORBIDDEN/12/index read-only / allow "
        "delete (api)];` (HTTP 403); `_cat/allocation` shows the node at 95%.",
        "Freeing disk and waiting for ingestion to resume; on 6.x the write still fails after the DELETE.",
        "At the flood-stage watermark (95%) Elasticsearch sets index.blocks.read_only_allow_delete on every "
        "index with a shard on the node; before 7.4 it never lifts that block by itself.",
        "Free disk, then clear the block: `curl -sS -XPUT 'http://es-logs-1:9200/_all/_settings' -H "
        "'Content-Type: application/json' -d '{\"index.blocks.read_only_allow_delete\": null}'` (from 7.4 on it "
        "is lifted automatically once usage drops below the high watermark).",
        ["`blocked by: [FORBIDDEN/12/index read-only / allow delete (api)];`",
         "`curl -sS -XDELETE 'http://es-logs-1:9200/logs-2025.01.*'` and the write is still refused",
         "`{\"index.blocks.read_only_allow_delete\": null}` → `{\"acknowledged\":true}` and then "
         "`\"result\":\"created\"`"],
    )
    T.later(
        "l-es-unblock-proactive", "/home/ops/logging", "2025-04-19T01:00:00Z", "main",
        user("es-logs-2 (6.8) alerted at 96% disk overnight. clean it up and make sure it takes writes"),
        ok("curl -sS -XDELETE 'http://es-logs-2:9200/logs-2025.02.*'", "{\"acknowledged\":true}"),
        ok(_UNBLOCK.format(h="es-logs-2"), "{\"acknowledged\":true}"),
        ok(_probe("es-logs-2", "logs-2025.04.19"),
           "{\"_index\":\"logs-2025.04.19\",\"_type\":\"_doc\",\"result\":\"created\"}"),
    )
    T.pair("t44-es-read-only-allow-delete", "l-es-unblock-proactive", "applied",
           "after freeing disk the read_only_allow_delete block is reset before any write fails; the write passes")
    T.later(
        "l-es-unblock-script", "/home/ops/logging", "2025-05-03T02:30:00Z", "feat/cleanup",
        user("write ops/cleanup.py: drop indices older than 90 days and clear the flood-stage block, then run it"),
        write("/home/ops/logging/ops/cleanup.py",
              "from elasticsearch import Elasticsearch\nes = Elasticsearch('http://es-logs-1:9200')\n"
              "old = [i for i in es.indices.get(index='logs-*') if i < 'logs-2025.02.02']\n"
              "for name in old:\n    es.indices.delete(index=name)\n"
              "es.indices.put_settings(index='_all', body={'index.blocks.read_only_allow_delete': None})\n"
              "print(f'deleted {len(old)} indices, block cleared')\n"),
        ok("python3 ops/cleanup.py", "deleted 31 indices, block cleared"),
    )
    T.pair("t44-es-read-only-allow-delete", "l-es-unblock-script", "applied",
           "a script that frees disk and sets read_only_allow_delete to null is written and run; no error")
    T.later(
        "l-es-717-429", "/home/ops/search", "2025-04-26T04:00:00Z", "main",
        user("app writes to es-search-1 (7.17) are failing, look"),
        err(_probe("es-search-1", "orders-v3"),
            _blocked("index [orders-v3] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage "
                     "watermark, index has read-only-allow-delete block];", 429), 22),
        ok("curl -sS 'http://es-search-1:9200/_cat/allocation?v&h=disk.percent,node'",
           "disk.percent node\n          96 es-search-1"),
    )
    T.pair("t44-es-read-only-allow-delete", "l-es-717-429", "recurred",
           "a write is refused by the flood-stage read-only-allow-delete block again (7.17's wording, disk at 96%)")
    T.later(
        "l-es-ssh-audit", "/home/ops/logging", "2025-05-20T05:10:00Z", "main",
        user("the audit shipper on es-logs-1 is erroring"),
        err("ssh es-logs-1 \"curl -sS --fail-with-body -XPOST localhost:9200/audit-2025.05/_doc -H "
            "'Content-Type: application/json' -d '{\\\"msg\\\":\\\"probe\\\"}'\"",
            _blocked(_FORBIDDEN, 403), 22),
        ok("ssh es-logs-1 'df -h /var/lib/elasticsearch | tail -1'",
           "/dev/sdb1       500G  476G   24G  96% /var/lib/elasticsearch"),
    )
    T.pair("t44-es-read-only-allow-delete", "l-es-ssh-audit", "recurred",
           "es-logs-1 (6.8) refuses writes with FORBIDDEN/12 read-only / allow delete at 96% disk again")
    T.later(
        "l-es-write-block", "/home/ops/search", "2025-05-07T03:00:00Z", "main",
        user("writes to products-v1 fail since this morning"),
        err(_probe("es-search-1", "products-v1"),
            _blocked("index [products-v1] blocked by: [FORBIDDEN/8/index write (api)];", 403), 22),
        ok("curl -sS 'http://es-search-1:9200/products-v1/_settings/index.blocks*?pretty'",
           "{\n  \"products-v1\" : {\n    \"settings\" : {\n      \"index\" : {\n        \"blocks\" : {\n"
           "          \"write\" : \"true\"\n        }\n      }\n    }\n  }\n}"),
        say("products-v1 was write-blocked on purpose for the shrink into products-v2; writes go to the alias."),
    )
    T.pair("t44-es-read-only-allow-delete", "l-es-write-block", "neither",
           "a different block (index.blocks.write set for a shrink), not the flood-stage read-only-allow-delete")
    T.later(
        "l-es-low-watermark", "/home/ops/logging", "2025-05-12T06:00:00Z", "main",
        user("cluster health on es-logs went yellow, why?"),
        ok("curl -sS 'http://es-logs-1:9200/_cluster/allocation/explain?filter_path=allocate_explanation,"
           "node_allocation_decisions.deciders.explanation'",
           "{\"allocate_explanation\":\"cannot allocate because allocation is not permitted to any of the nodes\","
           "\"node_allocation_decisions\":[{\"deciders\":[{\"explanation\":\"the node is above the low watermark "
           "cluster setting [cluster.routing.allocation.disk.watermark.low=85%], using more disk space than the "
           "maximum allowed [85.0%], actual free: [13.2%]\"}]}]}"),
        say("Replicas can't be placed above the low watermark; writes still work. We need more disk or fewer "
            "replicas."),
    )
    T.pair("t44-es-read-only-allow-delete", "l-es-low-watermark", "neither",
           "unassigned replicas at the low watermark; no write is blocked and nothing is reset")


FILLS = (_maven, _gha, _es)
