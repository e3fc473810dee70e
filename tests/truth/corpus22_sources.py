"""Scripted sessions of corpus22, part one: Mercurial rebase and push on macOS zsh, Git LFS history migration on
Linux, direnv under fish, Incus containers with nesting and disk devices, Biome 2 in Windows cmd."""
from __future__ import annotations

from tests.truth.corpus22_common import err

HGRC = "[ui]\nusername = Mina Park <mina@ledger.dev>\n"

S01 = ("/Users/mina/src/ledger-hg", "2027-01-11T09:12:00Z", "default", [
    ("user", "rebase my two feature commits onto the latest default and push them. I'm in zsh on the mac"),
    ("bash", "hg pull", "pulling from ssh://hg@code.internal/ledger\nsearching for changes\nadding changesets\n"
     "adding manifests\nadding file changes\nadded 3 changesets with 5 changes to 4 files (+1 heads)\n"
     "(run 'hg heads' to see heads, 'hg merge' to merge)", False),
    ("bash", "hg rebase -d default", err(255, "hg: unknown command 'rebase'\n'rebase' is provided by the following "
     "extension:\n\n    rebase        command to move sets of revisions to a different ancestor\n\n"
     "(use 'hg help extensions' for information on enabling extensions)"), True),
    ("say", "Mercurial ships rebase but leaves it disabled. I'll enable it in your ~/.hgrc."),
    ("tool", "Read", {"file_path": "/Users/mina/.hgrc"}, HGRC, False),
    ("edit", "/Users/mina/.hgrc", HGRC, HGRC + "\n[extensions]\nrebase =\nevolve =\n"),
    ("bash", "hg rebase -d default", "*** failed to import extension evolve: No module named 'hgext3rd'\n"
     "rebasing 41:9be27c10d5f3 \"ledger: add csv export\"\n"
     "rebasing 42:c81e02aa6b19 \"ledger: round totals to cents\" (tip)\n"
     "saved backup bundle to /Users/mina/src/ledger-hg/.hg/strip-backup/9be27c10d5f3-8f2a1c3e-rebase.hg", False),
    ("say", "The rebase went through. The `*** failed to import extension evolve` line is only a warning: I listed "
     "evolve in ~/.hgrc but it isn't installed. You could `pip3 install --user hg-evolve`; for now I'll take the "
     "line out since nothing here needs it."),
    ("edit", "/Users/mina/.hgrc", "rebase =\nevolve =\n", "rebase =\n"),
    ("bash", "hg push", err(255, "pushing to ssh://hg@code.internal/ledger\nsearching for changes\n"
     "abort: push creates new remote head 5d0e7b3a91c2!\n"
     "(merge or see 'hg help push' for details about pushing new heads)"), True),
    ("say", "default has two heads now. Let me see whose is whose."),
    ("bash", "hg heads default -T '{rev}:{node|short} {author|user} {desc|firstline}\\n'",
     "44:5d0e7b3a91c2 mina ledger: round totals to cents\n40:77ab2e6f0d18 jorge ledger: fix locale in parser", False),
    ("say", "Jorge's 40:77ab2e6f0d18 came in with the pull as a second head; my rebase landed on the other one. "
     "I'll move our two commits onto his head instead of merging."),
    ("bash", "hg rebase -b . -d 77ab2e6f0d18", "rebasing 43:2a7c55e01b9d \"ledger: add csv export\"\n"
     "rebasing 44:5d0e7b3a91c2 \"ledger: round totals to cents\" (tip)\n"
     "saved backup bundle to /Users/mina/src/ledger-hg/.hg/strip-backup/2a7c55e01b9d-41d0c7aa-rebase.hg", False),
    ("bash", "hg push", "pushing to ssh://hg@code.internal/ledger\nsearching for changes\nremote: adding changesets\n"
     "remote: adding manifests\nremote: adding file changes\nremote: added 2 changesets with 3 changes to 2 files",
     False),
    ("user", "nice. someone on the team always says just use `hg push -f` for that abort, why didn't you?"),
    ("say", "`hg push -f` would have pushed a second head onto default on the server, and everyone's next pull "
     "would show `(+1 heads)` like yours did. Rebasing onto the other head (or merging) keeps default at one head; "
     "I'd keep -f for pushing a new named branch you really mean to create."),
])

GITATTR = "*.tif filter=lfs diff=lfs merge=lfs -text"
GH001 = ("remote: error: Trace: 4e1f09b2c7d35a8e61f0b9c2d4a7e3f1\n"
         "remote: error: See https://gh.io/lfs for more information.\n"
         "remote: error: File tiles/heightmap_8k.png is 212.47 MB; this exceeds GitHub's file size limit of "
         "100.00 MB\nremote: error: GH001: Large files detected. You may want to try Git Large File Storage - "
         "https://git-lfs.github.com.\nTo github.com:ravi-k/terrain-assets.git\n"
         " ! [remote rejected] assets/heightmaps -> assets/heightmaps (pre-receive hook declined)\n"
         "error: failed to push some refs to 'github.com:ravi-k/terrain-assets.git'")

S02 = ("/home/ravi/work/terrain-assets", "2027-01-11T13:40:00Z", "assets/heightmaps", [
    ("user", "push the new heightmaps branch, the pre-push hook keeps yelling at me"),
    ("bash", "git push origin assets/heightmaps", err(1, "This repository is configured for Git LFS but 'git-lfs' "
     "was not found on your path. If you no longer wish to use Git LFS, remove this hook by deleting the "
     "'pre-push' file in the hooks directory (set by 'core.hookspath'; usually '.git/hooks').\n\n"
     "error: failed to push some refs to 'github.com:ravi-k/terrain-assets.git'"), True),
    ("say", "git-lfs itself isn't installed on this machine. Deleting .git/hooks/pre-push would silence it but then "
     "the TIFFs would go up as plain blobs, so I'll install it instead."),
    ("bash", "sudo apt-get install -y git-lfs && git lfs install", "Reading package lists... Done\nBuilding dependency "
     "tree... Done\nThe following NEW packages will be installed:\n  git-lfs\nSetting up git-lfs (3.4.1-1) ...\n"
     "Updated Git hooks.\nGit LFS initialized.", False),
    ("bash", "git push origin assets/heightmaps", err(1, GH001), True),
    ("say", "Different failure now: GitHub refuses the 212 MB PNG. Let me check what LFS tracks."),
    ("bash", "cat .gitattributes && git lfs ls-files", GITATTR + "\n3a9c0e1d2b * tiles/base_4k.tif", False),
    ("say", "Only `*.tif` is tracked, so the PNG went into the commit as a normal blob."),
    ("bash", "git lfs track \"*.png\" && git add .gitattributes && git commit -m 'track png in lfs'",
     "Tracking \"*.png\"\n[assets/heightmaps 6e02d4b] track png in lfs\n 1 file changed, 1 insertion(+)", False),
    ("bash", "git push origin assets/heightmaps", err(1, GH001), True),
    ("say", "Same rejection: tracking only affects new commits, the old commit still carries the 212 MB blob. "
     "The history of this branch has to be rewritten."),
    ("bash", "git lfs migrate import --include=\"*.png\" --include-ref=refs/heads/assets/heightmaps",
     "migrate: Sorting commits: ..., done.\nmigrate: Rewriting commits: 100% (4/4), done.\n"
     "  assets/heightmaps\t6e02d4b1c9a0f37e25d8b4c1a9e07f3d5b2c6a11 -> 8b3d6f41e07a2c95d1f4b3e8a6c20d7f9e15b4a3\n"
     "migrate: Updating refs: ..., done.\nmigrate: checkout: ..., done.", False),
    ("bash", "git push --force-with-lease origin assets/heightmaps", "Uploading LFS objects: 100% (2/2), 223 MB | "
     "18 MB/s, done.\nTo github.com:ravi-k/terrain-assets.git\n"
     " + 6e02d4b...8b3d6f4 assets/heightmaps -> assets/heightmaps (forced update)", False),
    ("user", "great, it's up on github now with the LFS badge. thanks"),
])

ENVRC = "layout python3\nexport TIDEPOOL_ENV=dev\n"

S03 = ("/home/oskar/code/tidepool", "2027-01-12T08:05:00Z", "main", [
    ("user", "set up direnv so the venv activates when I cd into the repo. I use fish as my shell"),
    ("write", "/home/oskar/code/tidepool/.envrc", ENVRC),
    ("bash", "direnv allow", "direnv: loading ~/code/tidepool/.envrc\ndirenv: export +TIDEPOOL_ENV +VIRTUAL_ENV "
     "~PATH", False),
    ("user", "in my terminal nothing happens when I cd in. fish 3.7.1"),
    ("bash", "grep -n direnv ~/.config/fish/config.fish", err(1, ""), True),
    ("say", "There is no hook in config.fish. The bash docs say `eval \"$(direnv hook bash)\"`; for fish it is "
     "`direnv hook fish | source`. Adding it."),
    ("bash", "echo 'direnv hook fish | source' >> ~/.config/fish/config.fish && tail -n 2 ~/.config/fish/config.fish",
     "set -gx EDITOR nvim\ndirenv hook fish | source", False),
    ("user", "ok that works now, new tab shows direnv: loading and the venv is on"),
    ("user", "but python -m pytest says no module named tidepool"),
    ("bash", "direnv exec . python -m pytest -q", err(1, "ImportError while loading conftest "
     "'/home/oskar/code/tidepool/tests/conftest.py'.\ntests/conftest.py:3: in <module>\n"
     "    from tidepool.db import connect\nE   ModuleNotFoundError: No module named 'tidepool'"), True),
    ("say", "`layout python3` made a fresh venv in .direnv/python-3.12, and the package isn't installed in it yet."),
    ("bash", "direnv exec . pip install -e '.[test]'", "Obtaining file:///home/oskar/code/tidepool\n"
     "  Installing build dependencies ... done\nSuccessfully installed iniconfig-2.0.0 pluggy-1.5.0 pytest-8.2.1 "
     "tidepool-0.4.0", False),
    ("bash", "direnv exec . python -m pytest -q", "........................                                 "
     "[100%]\n24 passed in 1.93s", False),
    ("user", "last thing: I added `set -gx TIDEPOOL_DEBUG 1` to .envrc and now it errors"),
    ("bash", "direnv exec . true", err(1, "direnv: loading ~/code/tidepool/.envrc\n"
     "./.envrc:3: set: -g: invalid option\nset: usage: set [-abefhkmnptuvxBCHP] [-o option-name] [--] [arg ...]"),
     True),
    ("edit", "/home/oskar/code/tidepool/.envrc", "set -gx TIDEPOOL_DEBUG 1", "export TIDEPOOL_DEBUG=1"),
    ("say", "direnv always evaluates .envrc with bash, whatever your login shell is, so fish's `set -gx` is "
     "invalid there; I changed it to `export TIDEPOOL_DEBUG=1`. The file changed, so run `direnv allow` in your "
     "terminal once more."),
    ("user", "ok will do later, gotta run"),
])

DENIED_PROC = ("docker: Error response from daemon: failed to create task for container: failed to create shim "
               "task: OCI runtime create failed: runc create failed: unable to start container process: error during "
               "container init: error mounting \"proc\" to rootfs at \"/proc\": mount proc:/proc (via "
               "/proc/self/fd/6), flags: 0xe: permission denied: unknown.")
SOCKET = ("Error: Get \"http://unix.socket/1.0\": dial unix /var/lib/incus/unix.socket: connect: permission denied")

S04 = ("/home/tereza/lab/ci-runners", "2027-01-12T15:20:00Z", "main", [
    ("user", "launch a debian 12 incus container for a CI runner, it has to run docker inside"),
    ("bash", "incus launch images:debian/12 runner-01", err(1, SOCKET), True),
    ("say", "Your user can't reach the incus socket; it needs the incus-admin group."),
    ("bash", "sudo usermod -aG incus-admin tereza && incus launch images:debian/12 runner-01", err(1, SOCKET), True),
    ("say", "The group change only applies to new logins, not to this shell. `sg` runs a command with it now."),
    ("bash", "sg incus-admin -c 'incus launch images:debian/12 runner-01'", "Launching runner-01", False),
    ("bash", "sg incus-admin -c 'incus exec runner-01 -- sh -c \"apt-get update -qq && apt-get install -y -qq "
     "docker.io >/dev/null && docker run --rm hello-world\"'", err(125, DENIED_PROC), True),
    ("say", "Docker inside an unprivileged container needs `security.nesting=true`."),
    ("bash", "sg incus-admin -c 'incus config set runner-01 security.nesting=true && incus restart runner-01 && "
     "incus exec runner-01 -- docker run --rm hello-world'", "\nHello from Docker!\nThis message shows that your "
     "installation appears to be working correctly.\n", False),
    ("user", "should I just use security.privileged=true instead? that's what the old LXD wiki said"),
    ("say", "I'd leave privileged off. With nesting the container stays unprivileged: root inside maps to uid "
     "1000000 on the host. Privileged maps it to the host's root. Here is what it has now:"),
    ("bash", "sg incus-admin -c 'incus config show runner-01' | grep -E 'nesting|privileged|idmap'",
     "  security.nesting: \"true\"\n  volatile.idmap.base: \"1000000\"\n  volatile.last_state.idmap: "
     "'[{\"Isuid\":true,\"Isgid\":false,\"Hostid\":1000000,\"Nsid\":0,\"Maprange\":1000000000}]'", False),
    ("user", "ok. the runner also needs /srv/cache from the host"),
    ("bash", "sg incus-admin -c 'incus config device add runner-01 cache disk source=/srv/cache path=/cache'",
     "Device cache added to runner-01", False),
    ("bash", "sg incus-admin -c 'incus exec runner-01 -- touch /cache/probe'",
     err(1, "touch: cannot touch '/cache/probe': Permission denied"), True),
    ("say", "/srv/cache belongs to uid 1000 on the host, which inside the container is nobody. Either the disk "
     "device gets `shift=true` (idmapped mount) or the host directory is chowned to 1000000. Want me to re-add the "
     "device with `shift=true`?"),
    ("user", "not now, I need to ask the sysadmin about idmapped mounts first"),
])

BIOME_SCHEMA = ("biome.json:2:14 deserialize ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n\n"
                "  × The configuration schema version does not match the CLI version 2.0.5\n\n"
                "  > 2 │   \"$schema\": \"https://biomejs.dev/schemas/1.9.4/schema.json\",\n\n"
                "  i Run the command biome migrate to migrate the configuration file.\n\n"
                "configuration ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n\n"
                "  × Biome exited because the configuration resulted in errors. Please fix them.")
BIOME_TWO = ("src\\components\\Clock.tsx:14:9 lint/correctness/noUnusedVariables  FIXABLE  ━━━━━━━━━━━━━━━━━━\n\n"
             "  × This variable tickMs is unused.\n\n"
             "src\\kiosk\\legacy\\vendor\\qrcode.min.js format ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n\n"
             "  × File content differs from formatting output\n\n"
             "Checked 48 files in 211ms. No fixes applied.\nFound 2 errors.")

S05 = ("C:\\Users\\aylin\\projects\\kiosk-ui", "2027-01-13T10:02:00Z", "chore/biome-2", [
    ("user", "biome check fails in CI since I bumped @biomejs/biome to 2.0. fix the config please. I'm on windows, "
     "run things through cmd"),
    ("bash", "cmd.exe /c \"npx biome check src\"", err(1, BIOME_SCHEMA), True),
    ("bash", "cmd.exe /c \"npx biome migrate --write\"", "The configuration "
     "C:\\Users\\aylin\\projects\\kiosk-ui\\biome.json has been successfully migrated.", False),
    ("bash", "cmd.exe /c \"npx biome check src\"", err(1, BIOME_TWO), True),
    ("say", "The config loads now. Two findings: an unused variable, and the vendored minified qrcode file is being "
     "formatted. The migration turned `files.ignore` into `files.includes`, and the vendor entry needs a `!` to stay "
     "an exclusion."),
    ("tool", "Read", {"file_path": "C:\\Users\\aylin\\projects\\kiosk-ui\\biome.json"}, "{...}", False),
    ("edit", "C:\\Users\\aylin\\projects\\kiosk-ui\\biome.json", "\"includes\": [\"src/**\", "
     "\"src/kiosk/legacy/vendor/**\"]", "\"includes\": [\"src/**\", \"!src/kiosk/legacy/vendor/**\"]"),
    ("edit", "C:\\Users\\aylin\\projects\\kiosk-ui\\src\\components\\Clock.tsx", "  const tickMs = 1000;\n", ""),
    ("bash", "cmd.exe /c \"npx biome check src\"", "Checked 47 files in 198ms. No fixes applied.", False),
    ("user", "CI runs `biome ci` though, not check. same thing?"),
    ("bash", "cmd.exe /c \"npx biome ci src\"", "Checked 47 files in 203ms. No fixes applied.", False),
    ("say", "Same result: `biome ci` runs the same checks as `check` but never writes files and fails on any "
     "finding, so it passing locally means CI will pass."),
    ("user", "also locally the formatter wants to rewrite every single line ending"),
    ("bash", "git config --get core.autocrlf", "true", False),
    ("say", "That's it: core.autocrlf=true checks files out with CRLF and Biome formats to LF. Running "
     "`git config core.autocrlf input` and re-checking out the files (`git rm --cached -r . && git reset --hard`) "
     "would stop it."),
    ("user", "hm I'll deal with that another day"),
])

SOURCES = {"s01-hg-rebase-zsh": S01, "s02-git-lfs-migrate": S02, "s03-direnv-fish": S03,
           "s04-incus-nesting": S04, "s05-biome2-cmd": S05}
