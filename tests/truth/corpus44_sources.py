"""Scripted sessions of corpus44, part one: CDKTF in Windows PowerShell 7, FRRouting BGP on Debian (in Korean), yadm
dotfiles for a fish user, SDKMAN! and Gradle toolchains on macOS zsh (ANSI colour), zellij KDL layouts for a fish
user (file:line:col errors)."""
from __future__ import annotations

from tests.truth.corpus44_common import ESC, REJECTED

E = ESC

CDKTF = [
    ("user", "cdktf synth broke after I bumped @cdktf/provider-aws from 12 to 19. PowerShell 7, node 20, repo is "
             "C:\\Users\\mira\\src\\infra-cdktf."),
    ("bash", "npx cdktf synth",
     "Exit code 1\nmain.ts:18:7 - error TS2353: Object literal may only specify known properties, and 'acl' does "
     "not exist in type 'S3BucketConfig'.\n\n18       acl: \"private\",\n         ~~~\n\nFound 1 error in "
     "main.ts:18\n\nERROR: cdktf encountered an error while synthesizing\n\nSynth command: npx ts-node main.ts\n"
     "Error:      non-zero exit code 2", True),
    ("say", "provider-aws 19 dropped the inline `acl` argument of `S3Bucket`. The ACL is its own resource now "
            "(`S3BucketAcl`), and since April 2023 buckets default to BucketOwnerEnforced, so it also needs "
            "`S3BucketOwnershipControls` before the ACL. I'll move it out."),
    ("edit", "C:\\Users\\mira\\src\\infra-cdktf\\main.ts",
     "      bucket: \"mira-assets-dev\",\n      acl: \"private\",\n",
     "      bucket: \"mira-assets-dev\",\n"),
    ("edit", "C:\\Users\\mira\\src\\infra-cdktf\\main.ts", "    new TerraformOutput(this, \"bucket\", {",
     "    const own = new S3BucketOwnershipControls(this, \"own\", { bucket: assets.id,\n"
     "      rule: { objectOwnership: \"BucketOwnerPreferred\" } });\n"
     "    new S3BucketAcl(this, \"acl\", { bucket: assets.id, acl: \"private\", dependsOn: [own] });\n"
     "    new TerraformOutput(this, \"bucket\", {"),
    ("bash", "npx cdktf synth", "\nGenerated Terraform code for the stacks: infra-dev", False),
    ("user", "ok deploy it to dev"),
    ("bash", "npx cdktf deploy infra-dev --auto-approve",
     "Exit code 1\ninfra-dev  Initializing the backend...\ninfra-dev  Initializing provider plugins...\n"
     "infra-dev  - Using previously-installed hashicorp/aws v5.82.2\ninfra-dev  ╷\n"
     "│ Error: No valid credential sources found\n│ \n│   with provider[\"registry.terraform.io/hashicorp/aws\"],\n"
     "│   on cdk.tf.json line 22, in provider \"aws\":\n│   22:       }\n│ \n"
     "│ Please see https://registry.terraform.io/providers/hashicorp/aws\n│ for more information about providing "
     "credentials.\n│ \n│ Error: failed to refresh cached credentials, no EC2 IMDS role found, operation error "
     "ec2imds: "
     "GetMetadata, request canceled, context deadline exceeded\n╵\ninfra-dev  Error: terraform apply failed", True),
    ("say", "The provider isn't seeing any credentials. Which AWS profile should it use?"),
    ("user", "use dev-sso, I already did aws sso login --profile dev-sso this morning"),
    ("bash", "$env:AWS_PROFILE = 'dev-sso'; npx cdktf deploy infra-dev --auto-approve",
     "infra-dev  aws_s3_bucket.assets (assets): Creating...\n"
     "infra-dev  aws_s3_bucket.assets (assets): Creation complete after 2s [id=mira-assets-dev]\n"
     "infra-dev  aws_s3_bucket_ownership_controls.own (own): Creation complete after 1s [id=mira-assets-dev]\n"
     "infra-dev  aws_s3_bucket_acl.acl (acl): Creation complete after 1s [id=mira-assets-dev,private]\n"
     "infra-dev  \n          Apply complete! Resources: 3 added, 0 changed, 0 destroyed.\n\nNo outputs found.", False),
    ("user", "now cdktf diff says the state is locked, CI was planning on the other runner"),
    ("bash", "npx cdktf diff infra-dev",
     "Exit code 1\ninfra-dev  ╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: operation error "
     "DynamoDB: PutItem, https response error StatusCode: 400, ConditionalCheckFailedException: The conditional "
     "request failed\n│ Lock Info:\n│   ID:        6f1c2d0e-8b7a-4c11-9d3e-52a0b1c9e4f7\n"
     "│   Path:      mira-tfstate/infra-dev.tfstate\n│   Operation: OperationTypePlan\n"
     "│   Who:       runner@ci-win-02\n│   Version:   1.9.8\n│   Created:   2025-03-11 09:14:52.1234 +0000 UTC\n"
     "│   Info:      \n│ \n│ Terraform acquires a state lock to protect the state from being written\n"
     "│ by multiple users at the same time.\n╵", True),
    ("bash", "cd cdktf.out\\stacks\\infra-dev; terraform force-unlock -force 6f1c2d0e-8b7a-4c11-9d3e-52a0b1c9e4f7",
     REJECTED, True),
    ("user", "No, that lock is a CI job that is still running on ci-win-02. Leave it, it goes away by itself."),
    ("say", "Understood, no force-unlock. Once the CI plan finishes `npx cdktf diff infra-dev` will get the lock. "
            "If that job ever dies mid-plan, `terraform force-unlock 6f1c2d0e-8b7a-4c11-9d3e-52a0b1c9e4f7` from "
            "cdktf.out\\stacks\\infra-dev is the way, after checking the `Who:` line is not a live job."),
]

FRR = [
    ("user", "Debian 12에 FRR 설치했는데 BGP가 안 올라와요. 10.0.12.1(AS 65001)이랑 10.0.12.2(AS 65002) 사이 eBGP예요."),
    ("bash", "sudo vtysh -c 'show bgp summary'", "Exit code 1\nbgpd is not running", True),
    ("bash", "grep -n '^bgpd' /etc/frr/daemons", "17:bgpd=no", False),
    ("say", "`/etc/frr/daemons`에서 bgpd가 꺼져 있어요(패키지 기본값이 `bgpd=no`). 켜고 frr를 재시작할게요."),
    ("bash", "sudo sed -i 's/^bgpd=no/bgpd=yes/' /etc/frr/daemons && sudo systemctl restart frr && "
             "sudo vtysh -c 'show bgp summary'",
     "\nIPv4 Unicast Summary (VRF default):\nBGP router identifier 10.0.12.1, local AS number 65001 vrf-id 0\n"
     "BGP table version 0\nRIB entries 0, using 0 bytes of memory\nPeers 1, using 725 KiB of memory\n\n"
     "Neighbor        V         AS   MsgRcvd   MsgSent   TblVer  InQ OutQ  Up/Down State/PfxRcd   PfxSnt Desc\n"
     "10.0.12.2       4      65002        12        11        0    0    0 00:04:31     (Policy)   (Policy) N/A\n\n"
     "Total number of neighbors 1", False),
    ("say", "세션은 Established인데 `(Policy)`가 떠요. FRR 7.4부터 eBGP는 기본으로 `bgp ebgp-requires-policy`가 켜져 "
            "있어서 route-map이 없으면 아무것도 주고받지 않아요. 랩이니까 정책 요구를 끌게요."),
    ("bash", "sudo vtysh -c 'conf t' -c 'router bgp 65001' -c 'no bgp ebgp-requires-policy' -c 'end' -c "
             "'show bgp summary'",
     "\nIPv4 Unicast Summary (VRF default):\nBGP router identifier 10.0.12.1, local AS number 65001 vrf-id 0\n"
     "BGP table version 5\nRIB entries 9, using 1728 bytes of memory\nPeers 1, using 725 KiB of memory\n\n"
     "Neighbor        V         AS   MsgRcvd   MsgSent   TblVer  InQ OutQ  Up/Down State/PfxRcd   PfxSnt Desc\n"
     "10.0.12.2       4      65002        19        18        5    0    0 00:00:07            3        2 N/A\n\n"
     "Total number of neighbors 1", False),
    ("bash", "sudo vtysh -c 'write memory'",
     "Note: this version of vtysh never writes vtysh.conf\nBuilding Configuration...\n"
     "Integrated configuration saved to /etc/frr/frr.conf\n[OK]", False),
    ("user", "로그도 파일로 남기고 싶어요. /var/log/frr/frr.log"),
    ("bash", "sudo vtysh -c 'conf t' -c 'log file /var/log/frr/frr.log informational' -c 'end'",
     "Exit code 1\n% Can't open log file /var/log/frr/frr.log: Permission denied\n"
     "% Configuration failed.", True),
    ("bash", "ls -ld /var/log/frr", "drwxr-xr-x 2 root root 4096 Mar  3 11:20 /var/log/frr", False),
    ("say", "`/var/log/frr`가 root 소유라서 frr 사용자가 못 써요. `sudo install -d -o frr -g frr -m 0755 /var/log/frr` "
            "로 소유자를 바꾼 다음 같은 `log file` 명령을 다시 넣으면 됩니다. 그 전에, 상대편에서 받은 경로는 "
            "라우팅 테이블에서 보이나요?"),
    ("user", "네 됐어요, ip route에 10.20.0.0/16이랑 10.30.0.0/16 다 보여요. 오늘은 여기까지 할게요."),
]

YADM = [
    ("user", "set up yadm on this new Fedora laptop from git@github.com:oskarv/dotfiles.git — I use fish"),
    ("bash", "yadm clone git@github.com:oskarv/dotfiles.git",
     "Cloning into 'repo.git'...\nremote: Enumerating objects: 412, done.\nremote: Total 412 (delta 151), reused "
     "398 (delta 140), pack-reused 0\nReceiving objects: 100% (412/412), 88.31 KiB | 1.21 MiB/s, done.\n"
     "Resolving deltas: 100% (151/151), done.\n**NOTE**\n  Local files with content that differs from the ones "
     "just\n  cloned were found in /home/oskar. They have been left\n  unmodified.\n\n  Please review and resolve "
     "any differences appropriately.\n  If you know what you're doing, and want to overwrite the\n  tracked files, "
     "consider 'yadm checkout \"/home/oskar\"'.", False),
    ("bash", "yadm status",
     "On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n"
     "  (use \"yadm add <file>...\" to update what will be committed)\n"
     "\tmodified:   .config/fish/config.fish\n\tmodified:   .gitconfig\n", False),
    ("user", "overwrite them, the laptop defaults are junk"),
    ("bash", "yadm checkout \"/home/oskar\"", "Updated 2 paths from the index", False),
    ("user", "great, the fish prompt looks right now. but kitty.conf never showed up"),
    ("bash", "yadm list | grep kitty", ".config/kitty/kitty.conf##os.Darwin\n.config/kitty/kitty.conf##os.Linux",
     False),
    ("bash", "ls -la ~/.config/kitty/",
     "total 8\ndrwxr-xr-x. 1 oskar oskar   84 Mar  4 10:11 .\ndrwxr-xr-x. 1 oskar oskar  412 Mar  4 10:11 ..\n"
     "-rw-r--r--. 1 oskar oskar 2210 Mar  4 10:11 kitty.conf##os.Darwin\n"
     "-rw-r--r--. 1 oskar oskar 1984 Mar  4 10:11 kitty.conf##os.Linux", False),
    ("say", "The alternates are checked out but nothing is linked: the checkout overwrote files after clone, and "
            "yadm only creates alternate symlinks when `yadm alt` runs (clone runs it before the checkout)."),
    ("bash", "yadm alt",
     "Linking /home/oskar/.config/kitty/kitty.conf##os.Linux to /home/oskar/.config/kitty/kitty.conf", False),
    ("bash", "ls -l ~/.config/kitty/kitty.conf",
     "lrwxrwxrwx. 1 oskar oskar 48 Mar  4 10:12 /home/oskar/.config/kitty/kitty.conf -> "
     "/home/oskar/.config/kitty/kitty.conf##os.Linux", False),
    ("bash", "yadm bootstrap",
     "Exit code 127\nExecuting /home/oskar/.config/yadm/bootstrap\n"
     "/home/oskar/.config/yadm/bootstrap: line 4: brew: command not found", True),
    ("say", "The bootstrap calls `brew bundle --global` unconditionally, which only exists on the Mac. Want me to "
            "guard it with `if [ \"$(uname -s)\" = Darwin ]; then … fi` and add a `dnf install` branch for Linux?"),
    ("user", "not now, I'll fix bootstrap from the mac. Why does fish_variables show modified every time though?"),
    ("say", "fish rewrites `~/.config/fish/fish_variables` whenever a universal variable changes (even "
            "`fish_greeting` or the history-merge counters), so a tracked copy is always dirty. Keep the settings "
            "you care about as `set -gx` lines in config.fish and stop tracking the file."),
    ("bash", "yadm rm --cached .config/fish/fish_variables && yadm commit -m 'stop tracking fish_variables'",
     "rm '.config/fish/fish_variables'\n[main 4e1a9c2] stop tracking fish_variables\n 1 file changed, 0 insertions(+),"
     " 41 deletions(-)\n delete mode 100644 .config/fish/fish_variables", False),
    ("bash", "yadm status --short; echo clean:$status", "clean:0", False),
]

SDKMAN = [
    ("user", "gradle build wants Java 21 but sdkman only has 17 here. Can you sort this project out? macOS, zsh"),
    ("bash", "./gradlew build",
     "Exit code 1\n\n" + E + "[31mFAILURE: " + E + "[0m" + E + "[31mBuild failed with an exception." + E + "[0m\n\n"
     "* What went wrong:\nCould not determine the dependencies of task ':compileJava'.\n"
     "> Failed to calculate the value of task ':compileJava' property 'javaCompiler'.\n"
     "   > Cannot find a Java installation on your machine matching this tasks requirements: "
     "{languageVersion=21, vendor=any vendor, implementation=vendor-specific} for MAC_OS on aarch64.\n"
     "      > No locally installed toolchains match and toolchain download repositories have not been "
     "configured.\n\n* Try:\n> Learn more about toolchain auto-detection at "
     "https://docs.gradle.org/8.12/userguide/toolchains.html#sec:auto_detection.\n\n" + E + "[31mBUILD FAILED"
     + E + "[0m in 3s", True),
    ("bash", "sdk current java; sdk list java | grep -E '21\\.0\\.[0-9]+-tem'",
     "\nUsing java version 17.0.13-tem\n Temurin       |     | 21.0.5       | tem     |            | 21.0.5-tem",
     False),
    ("bash", "sdk install java 21.0.5-tem < /dev/null",
     "\n" + E + "[1;33mDownloading: java 21.0.5-tem" + E + "[0m\n\nIn progress...\n\n"
     "######################################################################## 100.0%\n\n"
     "Repackaging Java 21.0.5-tem...\n\nDone repackaging...\n\nInstalling: java 21.0.5-tem\n"
     + E + "[1;32mDone installing!" + E + "[0m\n\nDo you want java 21.0.5-tem to be set as default? (Y/n): "
     "\n" + E + "[1;33mNot setting java 21.0.5-tem as default." + E + "[0m", False),
    ("bash", "./gradlew build",
     "Exit code 1\n\n" + E + "[31mFAILURE: " + E + "[0m" + E + "[31mBuild failed with an exception." + E + "[0m\n\n"
     "* What went wrong:\nCould not determine the dependencies of task ':compileJava'.\n"
     "> Failed to calculate the value of task ':compileJava' property 'javaCompiler'.\n"
     "   > Cannot find a Java installation on your machine matching this tasks requirements: "
     "{languageVersion=21, vendor=any vendor, implementation=vendor-specific} for MAC_OS on aarch64.\n\n"
     + E + "[31mBUILD FAILED" + E + "[0m in 1s", True),
    ("say", "Same error although ~/.sdkman/candidates/java/21.0.5-tem now exists. The Gradle daemon probes "
            "installed JDKs once and caches the result for its lifetime, so it has not seen the new one. "
            "Stopping the daemon forces a fresh probe."),
    ("bash", "./gradlew --stop && ./gradlew build",
     "Stopping Daemon(s)\n1 Daemon stopped\nStarting a Gradle Daemon, 1 stopped Daemon could not be reused, use "
     "--status for details\n> Task :compileJava\n> Task :processResources\n> Task :classes\n> Task :jar\n"
     "> Task :test\n> Task :check\n> Task :build\n\n" + E + "[32mBUILD SUCCESSFUL" + E + "[0m in 48s\n"
     "9 actionable tasks: 9 executed", False),
    ("user", "nice. can sdkman switch to 21 automatically when I cd in here?"),
    ("bash", "sdk env init", E + "[1;32m.sdkmanrc created." + E + "[0m", False),
    ("bash", "cat .sdkmanrc", "# Enable auto-env through the sdkman_auto_env config\n"
                              "# Add key=value pairs of SDKs to use below\njava=17.0.13-tem", False),
    ("edit", "/Users/hana/work/ledger-svc/.sdkmanrc", "java=17.0.13-tem", "java=21.0.5-tem"),
    ("bash", "grep sdkman_auto_env ~/.sdkman/etc/config", "sdkman_auto_env=false", False),
    ("say", "`sdk env init` wrote the version that was current (17), so I changed it to 21.0.5-tem. Auto-switching "
            "also needs `sdkman_auto_env=true` in ~/.sdkman/etc/config (it is false) and a new zsh; after that, "
            "`cd` into the repo should print `Using java version 21.0.5-tem in this shell.`"),
    ("user", "perfect, thanks for getting the build green"),
]

ZELLIJ = [
    ("user", "my zellij dev layout won't load since I upgraded to 0.41. I'm inside zellij in fish right now"),
    ("bash", "zellij action new-tab --layout dev",
     "Exit code 1\nError occurred in server:\n\n  × Failed to parse Zellij configuration\n"
     "   ╭─[/home/tove/.config/zellij/layouts/dev.kdl:4:10]\n 3 │     tab name=\"code\" focus=true {\n"
     " 4 │         pane split_direction=\"Vertical\" {\n   ·          ──────────────┬─────────────\n"
     "   ·                        ╰── Failed to parse split_direction: Vertical. Expected one of: vertical, "
     "horizontal\n 5 │             pane size=\"65%\" command=\"nvim\"\n   ╰────", True),
    ("edit", "/home/tove/.config/zellij/layouts/dev.kdl", "pane split_direction=\"Vertical\" {",
     "pane split_direction=\"vertical\" {"),
    ("bash", "zellij action new-tab --layout dev; echo \"exit=$status\"", "exit=0", False),
    ("user", "tab opened. Also my Alt H / Alt L tab-moving binds in config.kdl do nothing"),
    ("bash", "zellij setup --check",
     "Exit code 1\n[Version]: \"0.41.2\"\n[CONFIG DIR]: \"/home/tove/.config/zellij\"\n"
     "[CONFIG FILE]: \"/home/tove/.config/zellij/config.kdl\"\n\n  × Failed to parse Zellij configuration\n"
     "     ╭─[/home/tove/.config/zellij/config.kdl:112:14]\n 111 │     shared_except \"locked\" {\n"
     " 112 │         bind \"Alt H\" { MoveTab \"Left\"; }\n     ·              ───┬───\n"
     "     ·                 ╰── Invalid key: 'Alt H'. Use a lower-case letter with an explicit Shift: 'Alt Shift h'\n"
     " 113 │         bind \"Alt L\" { MoveTab \"Right\"; }\n     ╰────", True),
    ("edit", "/home/tove/.config/zellij/config.kdl",
     "        bind \"Alt H\" { MoveTab \"Left\"; }\n        bind \"Alt L\" { MoveTab \"Right\"; }",
     "        bind \"Alt Shift h\" { MoveTab \"Left\"; }\n        bind \"Alt Shift l\" { MoveTab \"Right\"; }"),
    ("bash", "zellij action new-tab --layout dev --name check; echo \"exit=$status\"", "exit=0", False),
    ("say", "Both binds now use the `Alt Shift h` / `Alt Shift l` form the parser asked for, and the layout still "
            "opens. Want zellij to start automatically in new fish shells too?"),
    ("user", "yes please"),
    ("bash", "zellij setup --generate-auto-start fish",
     "if not set -q ZELLIJ\n    if test \"$ZELLIJ_AUTO_ATTACH\" = \"true\"\n        zellij attach -c\n    else\n"
     "        zellij\n    end\n\n    if test \"$ZELLIJ_AUTO_EXIT\" = \"true\"\n        kill $fish_pid\n    end\nend",
     False),
    ("edit", "/home/tove/.config/fish/config.fish", "if status is-interactive\n",
     "if status is-interactive\n    set -gx ZELLIJ_AUTO_ATTACH true\n"
     "    eval (zellij setup --generate-auto-start fish | string collect)\n"),
    ("say", "Added to config.fish inside `status is-interactive`: `ZELLIJ_AUTO_ATTACH=true` reattaches to the last "
            "session instead of making a new one each time, and `string collect` keeps the multi-line snippet one "
            "argument for `eval`."),
]

SOURCES = {
    "cdktf-ps": ("C:\\Users\\mira\\src\\infra-cdktf", "2025-03-11T08:51:00Z", "provider-aws-19", CDKTF),
    "frr-bgp-ko": ("/home/jiho/lab-frr", "2025-03-03T02:10:00Z", "main", FRR),
    "yadm-fish": ("/home/oskar", "2025-03-04T09:58:00Z", "HEAD", YADM),
    "sdkman-zsh": ("/Users/hana/work/ledger-svc", "2025-02-20T13:05:00Z", "jdk21", SDKMAN),
    "zellij-fish": ("/home/tove/.config/zellij", "2025-02-27T18:30:00Z", "HEAD", ZELLIJ),
}
