"""tracking25, part f: snaps published with classic confinement and glab with a remote behind an SSH host alias.
The labelling rules are in tracking25_cases.py."""
from __future__ import annotations

from tests.truth.tracking25_cases import T, edit, say, sh, u


def _snap_err(name: str) -> str:
    return (f"error: This revision of snap \"{name}\" was published using classic confinement and thus may\n"
            "       perform arbitrary system changes outside of the security sandbox that snaps are\n"
            "       usually confined to, which may put your system at risk.\n\n"
            "       If you understand and want to proceed repeat the command including --classic.")


def snap_source() -> None:
    T.source(
        "s-snap-classic", "/home/ana/src/infra-tools", "2026-04-11T10:00:00Z", "main",
        u("Install helm on this Ubuntu box, from snap is fine."),
        sh("sudo snap install helm", _snap_err("helm"), True),
        say("helm is published with classic confinement, and snap refuses those unless told explicitly."),
        sh("sudo snap install helm --classic", "helm 3.15.2 from Snapcrafters✪ installed"),
    )
    T.lesson(
        "t25-snap-classic", "global", "en", "s-snap-classic", "tool_quirk",
        "snap refuses classic-confinement snaps without an explicit opt-in",
        "Installing some snaps (helm, code, go, kubectl and the like) stops with an error saying the revision was "
        "published using classic confinement, and nothing is installed.",
        "It reads like a warning, but the install really failed; scripts that ignore the exit code go on without "
        "the tool.",
        "Snaps that need full system access are published with classic confinement, and snapd will only install "
        "them when the user accepts that on the command line.",
        "Repeat the install with `--classic` (before or after the snap name), for example `sudo snap install helm "
        "--classic`.",
        ["`sudo snap install helm` → `was published using classic confinement` … `repeat the command including "
         "--classic.`",
         "`sudo snap install helm --classic` → `helm 3.15.2 from Snapcrafters✪ installed`"],
    )


def snap_later() -> None:
    T.later("l-snap-code", "/home/ana/src/infra-tools", "2026-04-20T09:00:00Z", "main",
            u("Install VS Code via snap."),
            sh("sudo snap install code", _snap_err("code"), True),
            sh("sudo snap install code --classic", "code 1.89.1 from Visual Studio Code (vscode✓) installed"))
    T.pair("t25-snap-classic", "l-snap-code", "recurred",
           "snap install code fails on classic confinement before --classic is added")
    T.later("l-snap-go", "/home/ana/src/exporter", "2026-04-21T14:00:00Z", "feat/go-1.22",
            u("Put Go 1.22 on the build VM."),
            sh("sudo snap install go --channel=1.22/stable", _snap_err("go"), True),
            say("Go's snap needs classic confinement; do you want that, or should I use the tarball from go.dev?"))
    T.pair("t25-snap-classic", "l-snap-go", "recurred",
           "snap install go --channel=1.22/stable fails on classic confinement; left for the person")
    T.later("l-snap-kubectl", "/home/ana/src/cluster-bootstrap", "2026-04-22T08:30:00Z", "main",
            u("Install kubectl from snap."),
            sh("sudo snap install --classic kubectl", "kubectl 1.30.1 from Canonical✓ installed"))
    T.pair("t25-snap-classic", "l-snap-kubectl", "applied",
           "installs kubectl with --classic (before the name) on the first try")
    T.later("l-snap-certbot", "/home/ana/src/edge-proxy", "2026-04-23T11:15:00Z", "feat/tls",
            u("Install certbot and get a cert for edge.acme.dev."),
            sh("sudo snap install --classic certbot && sudo ln -sf /snap/bin/certbot /usr/bin/certbot",
               "certbot 2.11.0 from Certbot Project (certbot-eff✓) installed"),
            sh("sudo certbot certonly --nginx -d edge.acme.dev --non-interactive --agree-tos -m ops@acme.dev",
               "Saving debug log to /var/log/letsencrypt/letsencrypt.log\nCertbot failed to authenticate some "
               "domains (authenticator: nginx).\n  Domain: edge.acme.dev\n  Type:   dns\n  Detail: DNS problem: "
               "NXDOMAIN looking up A for edge.acme.dev", True))
    T.pair("t25-snap-classic", "l-snap-certbot", "applied",
           "installs certbot with --classic first; the certbot DNS failure after it is another problem")
    T.later("l-snap-change", "/home/ana/src/infra-tools", "2026-04-24T16:00:00Z", "main",
            u("Install yq from snap."),
            sh("sudo snap install yq", "error: snap \"yq\" has \"install-snap\" change in progress", True),
            sh("snap watch --last=install && snap list yq", "Name  Version  Rev   Tracking       Publisher  Notes\n"
               "yq    v4.44.1  2634  latest/stable  mikefarah  -"))
    T.pair("t25-snap-classic", "l-snap-change", "neither",
           "snap install yq hits a change already in progress, a different error; yq is strictly confined")
    T.later("l-snap-list", "/home/ana/src/infra-tools", "2026-04-25T10:00:00Z", "main",
            u("Which snaps are installed and which ones are classic?"),
            sh("snap list", "Name     Version   Rev    Tracking       Publisher     Notes\ncode     1.89.1    159    "
               "latest/stable  vscode✓       classic\nhelm     3.15.2    402    latest/stable  snapcrafters✪ classic\n"
               "yq       v4.44.1   2634   latest/stable  mikefarah     -"))
    T.pair("t25-snap-classic", "l-snap-list", "neither", "snap is only listed; nothing installed")


GLAB_ERR = ("none of the git remotes configured for this repository point to a known GitLab host. Please use `glab "
            "auth login` to authenticate and configure a new host for glab")


def glab_source() -> None:
    T.source(
        "s-glab-host", "/home/ivo/src/warehouse-svc", "2026-04-12T11:00:00Z", "ivo/pallet-audit",
        u("Open an MR for this branch into main, title 'Add pallet audit log'."),
        sh("glab mr create --title \"Add pallet audit log\" --fill --yes", GLAB_ERR, True),
        sh("git remote -v && glab auth status",
           "origin\tacme-gl:logistics/warehouse-svc.git (fetch)\norigin\tacme-gl:logistics/warehouse-svc.git "
           "(push)\ngitlab.acme.io\n  ✓ Logged in to gitlab.acme.io as ivo (/home/ivo/.config/glab-cli/config.yml)"),
        say("glab is logged in to gitlab.acme.io, but the remote uses the SSH alias `acme-gl` from ~/.ssh/config, "
            "which glab cannot map to that host. Naming the project explicitly."),
        sh("glab mr create -R gitlab.acme.io/logistics/warehouse-svc --title \"Add pallet audit log\" --fill --yes",
           "Creating merge request for ivo/pallet-audit into main in logistics/warehouse-svc\n\n!214 Add pallet "
           "audit log (ivo/pallet-audit)\n https://gitlab.acme.io/logistics/warehouse-svc/-/merge_requests/214"),
    )
    T.lesson(
        "t25-glab-host", "global", "en", "s-glab-host", "tool_quirk",
        "glab doesn't recognise a remote that uses an SSH host alias",
        "glab commands in a clone whose remote is an SSH alias fail with `none of the git remotes configured for "
        "this repository point to a known GitLab host`, even though `glab auth status` shows a login.",
        "The message suggests `glab auth login`, but the login is already there; logging in again changes nothing.",
        "glab finds the project by matching the remote's host against its configured hosts; an alias from "
        "`~/.ssh/config` (here `acme-gl`) matches none of them.",
        "Name the project with its real host: `-R gitlab.acme.io/logistics/warehouse-svc` (long form `--repo`) on "
        "the glab command.",
        ["`glab mr create --title \"Add pallet audit log\" --fill --yes` → `none of the git remotes configured for "
         "this repository point to a known GitLab host`",
         "the remote is `acme-gl:logistics/warehouse-svc.git` while `Logged in to gitlab.acme.io as ivo`",
         "`glab mr create -R gitlab.acme.io/logistics/warehouse-svc` created `!214 Add pallet audit log`"],
    )


def glab_later_a() -> None:
    T.later("l-glab-ci-zsh", "/Users/ivo/src/warehouse-svc", "2026-04-20T10:00:00Z", "main",
            u("Is the main pipeline green?"),
            sh("glab ci status --repo gitlab.acme.io/logistics/warehouse-svc --branch main",
               "(success) • 04m 12s\tbuild\t\tcompile\n(success) • 02m 40s\ttest\t\tunit\n"
               "https://gitlab.acme.io/logistics/warehouse-svc/-/pipelines/88121\nSHA: 4f1e9c2\nPipeline state: "
               "success"))
    T.pair("t25-glab-host", "l-glab-ci-zsh", "applied", "its glab call names the project with --repo and answers")
    T.later("l-glab-label-cmd", "C:\\src\\label-printer", "2026-04-21T15:00:00Z", "fix/zpl-margins",
            u("List the open MRs on label-printer from cmd."),
            sh("cmd /c \"glab mr list\"", GLAB_ERR, True),
            sh("cmd /c \"git remote -v\"", "origin\tacme-gl:logistics/label-printer.git (fetch)\norigin\t"
               "acme-gl:logistics/label-printer.git (push)"),
            say("Same SSH alias problem as warehouse-svc. Do you want me to pass the project explicitly from now on?"))
    T.pair("t25-glab-host", "l-glab-label-cmd", "recurred",
           "glab mr list in label-printer (remote via the acme-gl alias) fails with the known GitLab host error")
    T.later("l-glab-yard-fish", "/home/ivo/src/yard-map", "2026-04-22T09:30:00Z", "feat/heatmap",
            u("Show open issues for yard-map labelled bug."),
            sh("glab issue list --label bug", GLAB_ERR, True),
            sh("glab issue list --label bug -R gitlab.acme.io/logistics/yard-map",
               "Showing 2 open issues in logistics/yard-map that match your search\n\n#41  Heatmap tiles blank at "
               "zoom 18  (bug)\n#38  Forklift markers jump  (bug)"))
    T.pair("t25-glab-host", "l-glab-yard-fish", "recurred",
           "glab issue list in yard-map fails with the known GitLab host error before -R is used")


def glab_later_b() -> None:
    T.later("l-glab-merge-405", "/home/ivo/src/warehouse-svc", "2026-04-23T14:00:00Z", "main",
            u("Merge !220 once you've checked it's approved."),
            sh("glab mr view 220 -R gitlab.acme.io/logistics/warehouse-svc | head -4",
               "title:\tRetry pallet sync\nstate:\topen\napprovals:\t1 of 1\nauthor:\tmarta"),
            sh("glab mr merge 220 -R gitlab.acme.io/logistics/warehouse-svc --yes",
               "ERROR: 405 Method Not Allowed. The merge request cannot be merged: pipeline is still running.", True))
    T.pair("t25-glab-host", "l-glab-merge-405", "applied",
           "glab is used with -R from its first call; the 405 on merge afterwards is a different failure")
    T.later("l-glab-401", "/home/ivo/src/gateway", "2026-04-24T08:00:00Z", "main",
            u("List my MRs on the gateway repo (gitlab.com)."),
            sh("glab mr list --author=@me", "ERROR: 401 Unauthorized", True),
            say("The gitlab.com token on this machine has expired; you'll need to run glab auth login for "
                "gitlab.com."))
    T.pair("t25-glab-host", "l-glab-401", "neither",
           "glab fails with 401 Unauthorized for an expired token, a different error")
    T.later("l-glab-contributing", "/home/ivo/src/warehouse-svc", "2026-04-25T12:00:00Z", "docs/contributing",
            u("Add a note to CONTRIBUTING.md on opening MRs with glab given our SSH alias."),
            edit("/home/ivo/src/warehouse-svc/CONTRIBUTING.md", "## Merge requests\n",
                 "## Merge requests\n\nOur remotes use the `acme-gl` SSH alias, so pass the project to glab:\n\n"
                 "    glab mr create -R gitlab.acme.io/logistics/warehouse-svc --fill\n"))
    T.pair("t25-glab-host", "l-glab-contributing", "neither",
           "the -R form is only written into CONTRIBUTING.md; glab is not run")


FILLS = [snap_source, snap_later, glab_source, glab_later_a, glab_later_b]
