"""The cases of the twenty-second tracking corpus, part seven: the later sessions of cloudflared without its origin
certificate, and restic with no repository named in the command's own shell (zsh on macOS). The rules are in
tracking22_cases.py."""
from __future__ import annotations

from tests.truth.tracking22_cases import T, bash
from tests.truth.tracking22_cases_f import TUNNEL_ID, cfd_no_cert

# ---------------------------------------------------------------- k: cloudflared, later sessions

TUNNELS = ("You can obtain more detailed information for each tunnel with `cloudflared tunnel info <name/uuid>`\n"
           "ID                                   NAME     CREATED              CONNECTIONS\n"
           f"{TUNNEL_ID} homelab  2025-10-16T19:03:09Z 2xfra06, 2xams01\n")


def later_k() -> None:
    T.later("l-cfd-env", "/home/sven/homelab", "2025-10-20T18:30:00Z", "main",
            ("user", "From the pi: route nextcloud.svenlab.dev to the homelab tunnel. I copied the cert to "
                     "/home/sven/secrets/cf-cert.pem on it."),
            bash("TUNNEL_ORIGIN_CERT=/home/sven/secrets/cf-cert.pem cloudflared tunnel route dns homelab "
                 "nextcloud.svenlab.dev", "2025-10-20T18:30:51Z INF Added CNAME nextcloud.svenlab.dev which will "
                 f"route to this tunnel tunnelID={TUNNEL_ID}\n"))
    T.pair("t22-cfd-origincert", "l-cfd-env", "applied", "TUNNEL_ORIGIN_CERT pointed at the copied cert on the first "
           "call; the route is added")
    T.later("l-cfd-config", "/home/sven/nas-setup", "2025-10-25T10:00:00Z", "main",
            ("user", "Set up a cloudflared config on the new mini PC for the homelab tunnel (cert and credentials are "
                     "in /home/sven/secrets) and show the tunnel's status."),
            ("write", "/home/sven/.cloudflared/config.yml",
             f"tunnel: {TUNNEL_ID}\ncredentials-file: /home/sven/secrets/{TUNNEL_ID}.json\norigincert: "
             "/home/sven/secrets/cf-cert.pem\n\ningress:\n  - hostname: grafana.svenlab.dev\n    service: "
             "http://localhost:3000\n  - service: http_status:404\n"),
            bash("cloudflared tunnel --config /home/sven/.cloudflared/config.yml list", TUNNELS))
    T.pair("t22-cfd-origincert", "l-cfd-config", "applied", "origincert: set in the config.yml that tunnel list "
           "then reads; no cert error")
    T.later("l-cfd-nas-recur", "/volume1/docker/cloudflared", "2025-10-29T21:10:00Z", "HEAD",
            ("user", "On the Synology, list the tunnels so we can check homelab's connectors."),
            bash("cloudflared tunnel list", cfd_no_cert("2025-10-29T21:10:33Z"), True),
            ("say", "The NAS has no cert.pem. Copying the one from the homelab box and pointing cloudflared at it."),
            bash("scp sven@homelab.lan:.cloudflared/cert.pem /volume1/docker/cloudflared/cert.pem && cloudflared "
                 "tunnel --origincert /volume1/docker/cloudflared/cert.pem list",
                 "cert.pem                                   100%  266   101.2KB/s   00:00\n" + TUNNELS))
    T.pair("t22-cfd-origincert", "l-cfd-nas-recur", "recurred", "no cert.pem on the NAS: the same error before "
           "--origincert")
    T.later("l-cfd-sudo-recur", "/home/sven/homelab", "2025-11-02T17:45:00Z", "feat/media",
            ("user", "Create a second tunnel called media."),
            bash("sudo cloudflared tunnel create media", cfd_no_cert("2025-11-02T17:45:20Z"), True),
            ("say", "Under sudo ~ is /root, which has no cert.pem; the cert is in my user's ~/.cloudflared. "
                    "Running it as the user."),
            bash("cloudflared tunnel create media",
                 "Tunnel credentials written to /home/sven/.cloudflared/0d9e8f7a-6b5c-4d3e-9f1a-2b3c4d5e6f70.json. "
                 "Keep this file secret.\n\nCreated tunnel media with id 0d9e8f7a-6b5c-4d3e-9f1a-2b3c4d5e6f70\n"))
    T.pair("t22-cfd-origincert", "l-cfd-sudo-recur", "recurred", "under sudo cloudflared found no cert.pem: the same "
           "error, then run as the user")
    later_k2()


def later_k2() -> None:
    T.later("l-cfd-credfile", "/home/sven/homelab", "2025-11-05T20:00:00Z", "main",
            ("user", "Run the homelab tunnel as a systemd service as root."),
            bash(f"sudo cloudflared tunnel run {TUNNEL_ID}",
                 f"2025-11-05T20:00:41Z ERR Tunnel credentials file '/root/.cloudflared/{TUNNEL_ID}.json' doesn't "
                 "exist or is not a file\n", True),
            ("say", "root's service can't see the credentials JSON in my home. Installing it under /etc/cloudflared."),
            bash(f"sudo install -m 600 ~/.cloudflared/{TUNNEL_ID}.json /etc/cloudflared/ && sudo cloudflared "
                 f"service install && systemctl is-active cloudflared", "2025-11-05T20:01:30Z INF Using Systemd\n"
                 "2025-11-05T20:01:31Z INF Linux service for cloudflared installed successfully\nactive\n"))
    T.pair("t22-cfd-origincert", "l-cfd-credfile", "neither", "a missing tunnel credentials file for tunnel run, "
           "not the origin cert; no login or cert given")
    T.later("l-cfd-quick", "/home/sven/side/recipe-app", "2025-11-09T12:00:00Z", "main",
            ("user", "Give me a throwaway public URL for the dev server on 3000 to test on my phone."),
            bash("(cloudflared tunnel --url http://localhost:3000 > /tmp/cfd.log 2>&1 &) ; sleep 6 ; grep -o "
                 "'https://[a-z-]*\\.trycloudflare\\.com' /tmp/cfd.log",
                 "https://bright-osprey-harbor-lens.trycloudflare.com\n"))
    T.pair("t22-cfd-origincert", "l-cfd-quick", "neither", "a quick tunnel that needs no account; no cert error and "
           "no fix")
    T.later("l-cfd-early", "/home/sven/homelab", "2025-10-02T19:00:00Z", "main",
            ("user", "Make a tunnel called test."),
            bash("cloudflared tunnel create test", cfd_no_cert("2025-10-02T19:00:12Z"), True),
            bash("cloudflared tunnel --origincert /home/sven/Downloads/cert.pem create test",
                 "Created tunnel test with id 11aa22bb-33cc-44dd-85ee-66ff77008899\n"))
    T.pair("t22-cfd-origincert", "l-cfd-early", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- l: restic with no repository in this shell

RESTIC_NO_REPO = "Fatal: Please specify repository location (-r or --repository-file)\n"
OPENED = "repository 3c1f9a2e opened (version 2, compression level auto)\n"


def lesson_l() -> None:
    cwd = "/Users/noah/scripts"
    T.source("s-restic-repo", cwd, "2025-10-18T20:00:00Z", "main",
             ("user", "Show me the last 3 snapshots of the B2 backup and restore ~/Documents/tax-2024 from the latest "
                      "into /tmp/restore. The env file is ~/.config/restic/b2.env."),
             bash("restic snapshots --latest 3", RESTIC_NO_REPO, True),
             bash("sed 's/=.*/=<redacted>/' ~/.config/restic/b2.env",
                  "export RESTIC_REPOSITORY=<redacted>\nexport RESTIC_PASSWORD_FILE=<redacted>\nexport "
                  "B2_ACCOUNT_ID=<redacted>\nexport B2_ACCOUNT_KEY=<redacted>\n"),
             ("say", "Every command here starts a fresh zsh, so nothing from that file is set. Sourcing it in the "
                     "same command as restic."),
             bash("source ~/.config/restic/b2.env && restic snapshots --latest 3",
                  OPENED + "ID        Time                 Host     Tags   Paths\n-------------------------------------"
                  "-----------------\n1e2d3c4b  2025-10-16 03:00:09  macbook         /Users/noah\n5a6b7c8d  "
                  "2025-10-17 03:00:11  macbook         /Users/noah\n9f3e21ab  2025-10-18 03:00:12  macbook         "
                  "/Users/noah\n------------------------------------------------------\n3 snapshots\n"),
             bash("source ~/.config/restic/b2.env && restic restore latest --include /Users/noah/Documents/tax-2024 "
                  "--target /tmp/restore",
                  OPENED + "restoring snapshot 9f3e21ab of [/Users/noah] at 2025-10-18 03:00:12 +0200 CEST by "
                  "noah@macbook to /tmp/restore\nSummary: Restored 214 files/dirs (88.012 MiB) in 0:06\n"))
    T.lesson("t22-restic-repo", "global", "en", "s-restic-repo", "tool_quirk",
             "restic says \"Please specify repository location\" when its env file isn't sourced in the same shell",
             "`restic snapshots --latest 3` failed at once with `Fatal: Please specify repository location (-r or "
             "--repository-file)`.",
             "Sourcing the env file in one call and running restic in the next; each Bash call is a new shell.",
             "restic takes its repository only from -r/--repo, --repository-file or RESTIC_REPOSITORY(_FILE); "
             "without them it refuses before touching any backend.",
             "Name the repository in the same command that runs restic: source the env file in it "
             "(`source ~/.config/restic/b2.env && restic ...`), or pass `-r`/`--repo` with `--password-file`, or "
             "`--repository-file`.",
             ["`restic snapshots --latest 3`", "`Fatal: Please specify repository location (-r or "
              "--repository-file)`", "`source ~/.config/restic/b2.env && restic snapshots --latest 3`",
              "`Summary: Restored 214 files/dirs (88.012 MiB) in 0:06`"])


def later_l() -> None:
    T.later("l-restic-r-flag", "/Users/noah/scripts", "2025-10-22T19:00:00Z", "main",
            ("user", "Check the integrity of the NAS repository."),
            bash("restic -r sftp:backup@nas.local:/volume1/restic/macbook --password-file "
                 "~/.config/restic/nas-password check",
                 "using temporary cache in /var/folders/7x/T/restic-check-cache-3918\nrepository 77ab01cd opened "
                 "(version 2, compression level auto)\nload indexes\ncheck all packs\ncheck snapshots, trees and "
                 "blobs\n[0:04] 100.00%  38 / 38 snapshots\nno errors were found\n"))
    T.pair("t22-restic-repo", "l-restic-r-flag", "applied", "-r and --password-file on the restic call itself; the "
           "check passes")
    T.later("l-restic-script", "/Users/noah/scripts", "2025-10-26T21:00:00Z", "main",
            ("user", "Make a backup script I can run from launchd, and run it once."),
            ("write", "/Users/noah/scripts/restic-backup.zsh",
             "#!/bin/zsh\nset -e\nsource $HOME/.config/restic/b2.env\nrestic backup --exclude-file "
             "$HOME/.config/restic/excludes ~/Documents ~/Pictures\nrestic forget --keep-daily 7 --keep-weekly 4 "
             "--prune\n"),
            bash("chmod +x ~/scripts/restic-backup.zsh && ~/scripts/restic-backup.zsh 2>&1 | tail -4",
                 "Added to the repository: 41.223 MiB (39.870 MiB stored)\nprocessed 18211 files, 22.418 GiB in 1:12\n"
                 "snapshot 7c1d0e2f saved\n[0:02] 100.00%  6 / 6 packs deleted\n"))
    T.pair("t22-restic-repo", "l-restic-script", "applied", "the script sources the env file before its restic "
           "calls and runs cleanly")
    later_l2()


def later_l2() -> None:
    T.later("l-restic-forget-recur", "/Users/noah", "2025-10-30T08:00:00Z", "HEAD",
            ("user", "Prune the B2 repo down to 7 dailies and 4 weeklies."),
            bash("restic forget --keep-daily 7 --keep-weekly 4 --prune", RESTIC_NO_REPO, True),
            bash("source ~/.config/restic/b2.env && restic forget --keep-daily 7 --keep-weekly 4 --prune",
                 OPENED + "Applying Policy: keep 7 daily, 4 weekly snapshots\nremove 9 snapshots:\n...\n"
                 "[0:03] 100.00%  12 / 12 packs deleted\ndone\n"))
    T.pair("t22-restic-repo", "l-restic-forget-recur", "recurred", "Please specify repository location again for "
           "forget before sourcing")
    T.later("l-restic-mount-recur", "/Users/noah", "2025-11-03T22:10:00Z", "HEAD",
            ("user", "Mount the backup so I can browse old versions of my notes."),
            bash("mkdir -p /tmp/restic-mnt && restic mount /tmp/restic-mnt", RESTIC_NO_REPO, True),
            ("say", "Nothing names the repository in this shell. Using the repository file instead."),
            bash("(restic --repository-file ~/.config/restic/repo.txt --password-file ~/.config/restic/password "
                 "mount /tmp/restic-mnt > /tmp/restic-mount.log 2>&1 &) ; sleep 5 ; cat /tmp/restic-mount.log",
                 OPENED + "Now serving the repository at /tmp/restic-mnt\nUse another terminal or tool to browse the "
                 "contents of this folder.\n"))
    T.pair("t22-restic-repo", "l-restic-mount-recur", "recurred", "the same missing-repository failure for mount, "
           "then --repository-file")
    T.later("l-restic-locked", "/Users/noah", "2025-11-07T11:00:00Z", "HEAD",
            ("user", "Back up ~/Documents now, before I wipe the old laptop."),
            bash("source ~/.config/restic/b2.env && restic backup ~/Documents",
                 OPENED + "Fatal: unable to create lock in backend: repository is already locked by PID 4121 on "
                 "macbook by noah (UID 501, GID 20)\nlock was created at 2025-11-07 03:00:04 (8h0m2s ago)\nthe "
                 "`unlock` command can be used to remove stale locks\n", True),
            bash("pgrep -l restic || echo none", "none\n"),
            bash("source ~/.config/restic/b2.env && restic unlock && restic backup ~/Documents",
                 OPENED + "successfully removed 1 locks\n" + OPENED + "snapshot 0e9d8c7b saved\n"))
    T.pair("t22-restic-repo", "l-restic-locked", "applied", "env sourced in the first restic call; the stale lock "
           "afterwards is a different failure")
    T.later("l-restic-launchd-q", "/Users/noah/scripts", "2025-11-11T07:30:00Z", "main",
            ("user", "If I point a launchd job at restic directly, will it see my env file?"),
            ("say", "No. launchd starts the program with almost no environment, so restic would stop with 'Please "
                    "specify repository location'. Point the job at restic-backup.zsh, which sources the env file "
                    "first, or give the plist `-r` and `--password-file` arguments."),
            ("user", "Fine, I'll use the script."))
    T.pair("t22-restic-repo", "l-restic-launchd-q", "neither", "the failure and fix only discussed; nothing is run")
