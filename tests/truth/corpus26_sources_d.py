"""Scripted sessions of corpus26, part four: a javax WAR on Tomcat 10 via Homebrew (macOS zsh, the Read tool's
offset/limit), git filter-repo purging a directory (Linux), Sealed Secrets with kubeseal (a rejected tool use),
Buildroot under WSL 2, actionlint with ANSI colour (in Korean, macOS zsh), osv-scanner over Go and npm (a fish user)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus26_common import ROOT_REJECT, fail

TOMCAT = "/opt/homebrew/opt/tomcat/libexec"

S16 = [
    ("user", "Deploy notes.war to my local Tomcat 10.1 (brew). Build with the maven wrapper."),
    ("bash", "./mvnw -q package", fail(1, """[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project notes: Fatal error compiling: error: release version 21 not supported -> [Help 1]
[ERROR]
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch."""), True),
    ("bash", "java -version 2>&1 | head -1; /usr/libexec/java_home -V 2>&1 | grep -E 'temurin-(17|21)'",
     """openjdk version "17.0.12" 2024-07-16
    21.0.4 (arm64) "Eclipse Adoptium" - "OpenJDK 21.0.4" /Library/Java/JavaVirtualMachines/temurin-21.jdk/Contents/Home
    17.0.12 (arm64) "Eclipse Adoptium" - "OpenJDK 17.0.12" /Library/Java/JavaVirtualMachines/temurin-17.jdk/Contents/Home""",
     False),
    ("say", "The pom targets release 21 but the shell's default JDK is 17. JDK 21 is installed; selecting it."),
    ("bash", "export JAVA_HOME=$(/usr/libexec/java_home -v 21) && ./mvnw -q package && ls target/*.war",
     "target/notes.war", False),
    ("bash", f"rm -rf {TOMCAT}/webapps/notes && cp target/notes.war {TOMCAT}/webapps/ && brew services restart tomcat",
     "Stopping `tomcat`... (might take a while)\n==> Successfully stopped `tomcat` (label: homebrew.mxcl.tomcat)\n"
     "==> Successfully started `tomcat` (label: homebrew.mxcl.tomcat)", False),
    ("bash", "sleep 5; curl -s -o /dev/null -w '%{http_code}\\n' localhost:8080/notes/api/health", "404", False),
    ("tool", "Read", {"file_path": f"{TOMCAT}/logs/catalina.out"},
     "File content (412.6KB) exceeds maximum allowed size (256KB). Please use offset and limit parameters to read "
     "specific portions of the file, or use the GrepTool to search for specific content.", True),
    ("tool", "Read", {"file_path": f"{TOMCAT}/logs/catalina.out", "offset": 9800, "limit": 40},
     "  9812\t17-Mar-2026 19:02:11.418 SEVERE [main] org.apache.catalina.core.StandardContext.startInternal One or "
     "more listeners failed to start.\n  9815\tjava.lang.NoClassDefFoundError: javax/servlet/ServletContextListener\n",
     False),
    ("say", "catalina.out shows `java.lang.NoClassDefFoundError: javax/servlet/ServletContextListener`. Tomcat 10 "
            "implements Jakarta EE 9+, where the servlet API lives in `jakarta.servlet`; the app still imports "
            "`javax.servlet`. Migrating the imports and the dependency."),
    ("bash", "grep -rl 'javax.servlet' src | xargs sed -i '' 's/javax\\.servlet/jakarta.servlet/g' && "
             "grep -rc 'jakarta.servlet' src | grep -v ':0$'",
     "src/main/java/dev/sam/notes/AppListener.java:2\nsrc/main/java/dev/sam/notes/HealthServlet.java:3", False),
    ("edit", "/Users/sam/code/notes/pom.xml",
     "      <groupId>javax.servlet</groupId>\n      <artifactId>javax.servlet-api</artifactId>\n      <version>4.0.1</version>",
     "      <groupId>jakarta.servlet</groupId>\n      <artifactId>jakarta.servlet-api</artifactId>\n      <version>6.0.0</version>"),
    ("bash", f"export JAVA_HOME=$(/usr/libexec/java_home -v 21) && ./mvnw -q package && cp target/notes.war {TOMCAT}/webapps/ "
             "&& sleep 8 && curl -s -o /dev/null -w '%{http_code}\\n' localhost:8080/notes/api/health",
     "200", False),
    ("user", "thanks! next time remind me tomcat 10 means jakarta"),
]

S17 = [
    ("user", "We committed secrets/ (old staging creds) months ago. Purge it from the history of notes and force-push "
             "main. The creds are rotated already."),
    ("bash", "git filter-repo --path secrets/ --invert-paths", fail(1, """Aborting: Refusing to destructively overwrite repo history since
this does not look like a fresh clone.
  (expected freshly packed repo)
Please operate on a fresh clone instead.  If you want to proceed
anyway, use --force."""), True),
    ("say", "I won't `--force` it in your working repo (stashes, other branches and reflog would be rewritten too). "
            "Doing it in a fresh clone."),
    ("bash", "git clone --no-local . ../notes-clean && cd ../notes-clean && git filter-repo --path secrets/ --invert-paths",
     """Cloning into '../notes-clean'...
done.
Parsed 412 commits
New history written in 0.61 seconds; now repacking/cleaning...
Repacking your repo and cleaning out old unneeded objects
HEAD is now at 8d04b7e Merge pull request #88 from ana/tags
Enumerating objects: 3120, done.
Counting objects: 100% (3120/3120), done.
Completely finished after 1.34 seconds.""", False),
    ("bash", "cd ../notes-clean && git log --oneline --all -- secrets/ | wc -l && git push --force origin main",
     fail(128, """0
fatal: 'origin' does not appear to be a git repository
fatal: Could not read from remote repository.

Please make sure you have the correct access rights
and the repository exists."""), True),
    ("say", "filter-repo removes the `origin` remote on purpose, so a rewritten repo isn't pushed over the old one "
            "by accident. Re-adding it."),
    ("bash", "cd ../notes-clean && git remote add origin git@github.com:ana/notes.git && git push --force origin main",
     "To github.com:ana/notes.git\n + 3f2a91c...8d04b7e main -> main (forced update)", False),
    ("user", "my other checkout at ~/work/notes, update it too"),
    ("bash", "git -C ~/work/notes pull", fail(128, "fatal: refusing to merge unrelated histories"), True),
    ("bash", "git -C ~/work/notes pull --allow-unrelated-histories --no-edit",
     "Merge made by the 'ort' strategy.", False),
    ("bash", "git -C ~/work/notes log --oneline -- secrets/ | head -3",
     "a91c3e2 add staging secrets\n77d0b1e secrets: rotate db password", False),
    ("say", "That was wrong of me: the merge brought the old history, secrets/ included, back into this checkout. "
            "Pushing it would undo the purge. Resetting the checkout to the rewritten main instead."),
    ("bash", "git -C ~/work/notes fetch origin && git -C ~/work/notes reset --hard origin/main && "
             "git -C ~/work/notes log --oneline -- secrets/ | wc -l",
     "HEAD is now at 8d04b7e Merge pull request #88 from ana/tags\n0", False),
    ("user", "phew. ok, thanks"),
]

S18 = [
    ("user", "Seal k8s/db-creds.yaml for the staging namespace and apply it. The controller came from the bitnami "
             "helm chart, in kube-system."),
    ("bash", "kubeseal --format yaml < k8s/db-creds.yaml > k8s/db-creds.sealed.yaml",
     fail(1, "error: cannot fetch certificate: services \"sealed-secrets-controller\" not found"), True),
    ("bash", "kubectl get svc -n kube-system -l app.kubernetes.io/name=sealed-secrets",
     """NAME             TYPE        CLUSTER-IP     EXTERNAL-IP   PORT(S)    AGE
sealed-secrets   ClusterIP   10.43.120.17   <none>        8080/TCP   41d""", False),
    ("say", "kubeseal looks for a service named `sealed-secrets-controller`; the helm chart names it `sealed-secrets`."),
    ("bash", "kubeseal --controller-name sealed-secrets --controller-namespace kube-system --format yaml "
             "< k8s/db-creds.yaml > k8s/db-creds.sealed.yaml && kubectl apply -n staging -f k8s/db-creds.sealed.yaml",
     "sealedsecret.bitnami.com/db-creds created", False),
    ("bash", "sleep 3; kubectl get secret db-creds -n staging",
     fail(1, "Error from server (NotFound): secrets \"db-creds\" not found"), True),
    ("bash", "kubectl describe sealedsecret db-creds -n staging | tail -4", """Events:
  Type     Reason           Age   From            Message
  ----     ------           ----  ----            -------
  Warning  ErrUnsealFailed  5s    sealed-secrets  Failed to unseal: no key could decrypt secret (password, username)""",
     False),
    ("say", "db-creds.yaml has no namespace, so kubeseal sealed it for `default`. With the default strict scope the "
            "name and namespace are part of the encryption, so the controller in staging can't decrypt it. Quickest "
            "is cluster-wide scope."),
    ("tool", "Bash", {"command": "kubeseal --controller-name sealed-secrets --controller-namespace kube-system --scope "
                                 "cluster-wide --format yaml < k8s/db-creds.yaml > k8s/db-creds.sealed.yaml",
                      "description": "Reseal with cluster-wide scope"}, ROOT_REJECT, True),
    ("user", "no cluster-wide. keep it strict and seal it for staging"),
    ("bash", "kubeseal --controller-name sealed-secrets --controller-namespace kube-system --namespace staging --format "
             "yaml < k8s/db-creds.yaml > k8s/db-creds.sealed.yaml && kubectl apply -n staging -f "
             "k8s/db-creds.sealed.yaml && sleep 3 && kubectl get secret db-creds -n staging",
     """sealedsecret.bitnami.com/db-creds configured
NAME       TYPE     DATA   AGE
db-creds   Opaque   2      2s""", False),
    ("user", "good"),
]

S19 = [
    ("user", "Build the qemu_aarch64_virt defconfig of buildroot 2024.02 here in WSL and add dropbear."),
    ("bash", "make qemu_aarch64_virt_defconfig",
     "#\n# configuration written to /home/ola/br/buildroot-2024.02/.config\n#", False),
    ("bash", "make menuconfig", fail(2, """Error opening terminal: unknown.
make[1]: *** [Makefile:242: menuconfig] Error 1
make: *** [Makefile:1013: menuconfig] Error 2"""), True),
    ("say", "menuconfig needs a real terminal. I'll add the option to the defconfig and regenerate .config instead."),
    ("edit", "/home/ola/br/buildroot-2024.02/configs/qemu_aarch64_virt_defconfig", "BR2_TARGET_ROOTFS_EXT2=y",
     "BR2_TARGET_ROOTFS_EXT2=y\nBR2_PACKAGE_DROPBEAR=y"),
    ("bash", "make qemu_aarch64_virt_defconfig >/dev/null && grep DROPBEAR= .config", "BR2_PACKAGE_DROPBEAR=y", False),
    ("bash", "make -j$(nproc)", fail(2, """Your PATH contains spaces, TABs, and/or newline (\\n) characters.
This doesn't work. Fix you PATH.
make: *** [support/dependencies/dependencies.mk:27: dependencies] Error 1"""), True),
    ("say", "WSL appends the Windows PATH (C:\\Program Files\\..., with spaces). Dropping those entries for the build."),
    ("tool", "Bash", {"command": "export PATH=$(echo \"$PATH\" | tr ':' '\\n' | grep -v ' ' | paste -sd:) && make -j$(nproc) 2>&1 | tail -3",
                      "description": "Build with the Windows PATH entries removed", "timeout": 600000},
     """>>>   Generating root filesystems common tables
>>>   Generating filesystem image rootfs.ext2
>>>   Executing post-image script board/qemu/post-image.sh""", False),
    ("bash", "./output/images/start-qemu.sh --serial-only",
     fail(127, "./output/images/start-qemu.sh: line 31: qemu-system-aarch64: command not found"), True),
    ("say", "The image is built; the host just has no qemu-system-aarch64. I'll put the install into a script you "
            "can run with sudo when you're ready."),
    ("write", "/home/ola/br/scripts/install-qemu-deps.sh", "#!/bin/sh\nset -e\nsudo apt-get install -y qemu-system-arm\n"),
    ("say", "Run `sh scripts/install-qemu-deps.sh`, then `./output/images/start-qemu.sh --serial-only` again."),
    ("user", "thanks, done for today"),
]

_LINT = ("\x1b[1m.github/workflows/ci.yml\x1b[0m:\x1b[1;32m18\x1b[0m:\x1b[1;32m9\x1b[0m: \x1b[1;31mshellcheck reported "
         "issue in this script: SC2086:info:1:28: Double quote to prevent globbing and word splitting\x1b[0m "
         "\x1b[1;30m[shellcheck]\x1b[0m\n   |\n18 |       run: echo ${{ github.sha }} > $GITHUB_WORKSPACE/sha.txt\n"
         "   |         ^~~~\n\x1b[1m.github/workflows/ci.yml\x1b[0m:\x1b[1;32m31\x1b[0m:\x1b[1;32m24\x1b[0m: "
         "\x1b[1;31mproperty \"node_version\" is not defined in object type {node-version: number; os: string}"
         "\x1b[0m \x1b[1;30m[expression]\x1b[0m\n   |\n31 |           node-version: ${{ matrix.node_version }}\n"
         "   |                        ^~~~~~~~~~~~~~~~~~~~~~~~~")

S20 = [
    ("user", "워크플로 린트 좀 돌려줘. actionlint 깔려 있어."),
    ("bash", "actionlint -color", fail(1, _LINT), True),
    ("say", "두 가지입니다. SC2086(따옴표 없는 변수 확장)과 matrix 키 이름 오타(`node_version` → `node-version`)."),
    ("edit", "/Users/jun/notes/.github/workflows/ci.yml", "run: echo ${{ github.sha }} > $GITHUB_WORKSPACE/sha.txt",
     "run: echo \"${{ github.sha }}\" > \"$GITHUB_WORKSPACE/sha.txt\""),
    ("edit", "/Users/jun/notes/.github/workflows/ci.yml", "${{ matrix.node_version }}", "${{ matrix.node-version }}"),
    ("bash", "actionlint -color && echo lint-ok", "lint-ok", False),
    ("user", "수동 실행도 해보고 싶어. gh workflow run ci.yml --ref feature/sbom 해줘"),
    ("bash", "gh workflow run ci.yml --ref feature/sbom", fail(1, "could not create workflow dispatch event: HTTP 422: "
     "Workflow does not have 'workflow_dispatch' trigger (https://api.github.com/repos/jun/notes/actions/workflows/"
     "81234567/dispatches)"), True),
    ("say", "ci.yml에 workflow_dispatch 트리거가 없습니다. on: 에 추가하겠습니다. GitHub는 기본 브랜치에 있는 "
            "워크플로 파일을 보고 dispatch를 허용하니까, main에 머지된 다음부터 --ref feature/sbom 실행이 됩니다."),
    ("edit", "/Users/jun/notes/.github/workflows/ci.yml", "on:\n  push:", "on:\n  workflow_dispatch:\n  push:"),
    ("user", "README 배지 링크도 ci.yml로 고쳐줄래?"),
    ("edit", "/Users/jun/notes/README.md", "actions/workflows/build.yml/badge.svg", "actions/workflows/ci.yml/badge.svg"),
    ("user", "됐어요, 감사합니다!"),
]

S21 = [
    ("user", "run osv-scanner over the repo (Go + npm). I'm on fish, installed it with go install earlier."),
    ("bash", "fish -c 'osv-scanner --version'", fail(127, """fish: Unknown command: osv-scanner
fish:
osv-scanner --version
^~~~~~~~~^"""), True),
    ("bash", "fish -c 'fish_add_path ~/go/bin; osv-scanner --version'",
     "osv-scanner version: 1.9.2\ncommit: 2b2ff6d\nbuilt at: n/a", False),
    ("say", "`fish_add_path` stores ~/go/bin in the universal fish_user_paths, so new fish shells keep it."),
    ("bash", "npm audit fix", """up to date, audited 412 packages in 2s

58 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""", False),
    ("bash", "fish -c 'osv-scanner -r .'", fail(1, """Scanning dir .
Scanned /home/ari/app/package-lock.json file and found 412 packages
Scanned /home/ari/app/go.mod file and found 38 packages
+-------------------------------------+------+-----------+----------------+---------+-------------------+
| OSV URL                             | CVSS | ECOSYSTEM | PACKAGE        | VERSION | SOURCE            |
+-------------------------------------+------+-----------+----------------+---------+-------------------+
| https://osv.dev/GHSA-rhx6-c78j-4q9w | 7.5  | npm       | path-to-regexp | 0.1.10  | package-lock.json |
| https://osv.dev/GO-2025-3447        |      | Go        | stdlib         | 1.23.4  | go.mod            |
+-------------------------------------+------+-----------+----------------+---------+-------------------+"""), True),
    ("say", "Two findings; osv-scanner exits 1 whenever it reports any. path-to-regexp 0.1.10 comes in through "
            "express and npm audit didn't flag it. GO-2025-3447 is in the standard library of the Go 1.23.4 "
            "toolchain that go.mod pins; 1.23.6 fixes it. Overriding path-to-regexp first."),
    ("edit", "/home/ari/app/package.json", "  \"devDependencies\": {",
     "  \"overrides\": {\n    \"path-to-regexp\": \"0.1.12\"\n  },\n  \"devDependencies\": {"),
    ("bash", "npm install && npm test", """
changed 1 package, and audited 412 packages in 3s

> app@1.4.0 test
> vitest run

 Test Files  12 passed (12)
      Tests  87 passed (87)""", False),
    ("say", "Override installed and the tests pass. For the Go finding, run `go get toolchain@go1.23.6` (it "
            "downloads the new toolchain and writes `toolchain go1.23.6` into go.mod) when you're ready."),
    ("user", "later. that's enough for now"),
]

SOURCES: dict[str, tuple[str, str, str, Any]] = {
    "s16-tomcat-jakarta": ("/Users/sam/code/notes", "2026-03-17T18:55:00Z", "tomcat10", S16),
    "s17-filter-repo": ("/home/ana/notes", "2026-03-23T09:00:00Z", "main", S17),
    "s18-kubeseal": ("/home/dev/platform", "2026-03-24T14:15:00Z", "staging-secrets", S18),
    "s19-buildroot-wsl": ("/home/ola/br/buildroot-2024.02", "2026-03-25T16:40:00Z", "HEAD", S19),
    "s20-actionlint-ko": ("/Users/jun/notes", "2026-03-26T01:20:00Z", "feature/sbom", S20),
    "s21-osv-fish": ("/home/ari/app", "2026-03-27T10:30:00Z", "deps", S21),
}
