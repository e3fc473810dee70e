"""corpus34's scripted sessions, part four: behave under WSL 2 (ANSI colour), systemd-nspawn with machinectl, tmux on
macOS zsh (a rejected tool use), nmcli for a fish user."""
from __future__ import annotations

from tests.truth.corpus34_common import ESC, REJECTED

E = ESC

BEHAVE = [
    ("user", "behave tests under WSL 2 Ubuntu, repo is on the Windows side at /mnt/c/Users/sam/src/shopbdd. "
             "The cart feature dies with AmbiguousStep."),
    ("bash", "python3 -m pip install --user behave==1.2.6",
     "Collecting behave==1.2.6\n  Using cached behave-1.2.6-py2.py3-none-any.whl (136 kB)\n"
     "Successfully installed behave-1.2.6 parse-1.20.1 parse-type-0.6.2 six-1.16.0", False),
    ("bash", "behave features/cart.feature",
     "Exit code 1\nException AmbiguousStep: @given('a user named \"{name}\"') has already been defined in\n"
     "  existing step @given('a user named {name}') at features/steps/users_steps.py:4\n"
     "Traceback (most recent call last):\n  File \"/home/sam/.local/bin/behave\", line 8, in <module>\n"
     "    sys.exit(main())\n  ...\n  File \"/mnt/c/Users/sam/src/shopbdd/features/steps/users_steps.py\", line 9, "
     "in <module>\n    @given('a user named \"{name}\"')\n"
     "behave.step_registry.AmbiguousStep: @given('a user named \"{name}\"') has already been defined in\n"
     "  existing step @given('a user named {name}') at features/steps/users_steps.py:4", True),
    ("say", "With the default parse matcher `{name}` already matches `\"ana\"` (quotes included), so the second, "
            "quoted pattern on line 9 collides with the one on line 4. The quoted variant is a duplicate; removing "
            "it and stripping quotes in the remaining step."),
    ("edit", "/mnt/c/Users/sam/src/shopbdd/features/steps/users_steps.py",
     "@given('a user named {name}')\ndef step_user(context, name):\n    context.user = make_user(name)\n\n\n"
     "@given('a user named \"{name}\"')\ndef step_user_quoted(context, name):\n    context.user = make_user(name)\n",
     "@given('a user named {name}')\ndef step_user(context, name):\n    context.user = make_user(name.strip('\"'))\n"),
    ("bash", "behave features/cart.feature",
     f"Feature: Cart {E}[90m# features/cart.feature:1{E}[0m\n\n  Scenario: add one item {E}[90m# "
     f"features/cart.feature:3{E}[0m\n    {E}[32mGiven a user named \"ana\"{E}[0m {E}[90m# "
     f"features/steps/users_steps.py:4{E}[0m\n    {E}[32mWhen she adds \"tea\" to the cart{E}[0m {E}[90m# "
     f"features/steps/cart_steps.py:7{E}[0m\n    {E}[32mThen the cart total is 4.20{E}[0m {E}[90m# "
     f"features/steps/cart_steps.py:15{E}[0m\n\n1 feature passed, 0 failed, 0 skipped\n3 scenarios passed, 0 failed, "
     f"0 skipped\n11 steps passed, 0 failed, 0 skipped, 0 undefined\nTook 0m0.412s", False),
    ("user", "nice. now run everything"),
    ("bash", "behave",
     "Exit code 1\nException ModuleNotFoundError: No module named 'hamcrest'\nTraceback (most recent call last):\n"
     "  File \"/home/sam/.local/bin/behave\", line 8, in <module>\n    sys.exit(main())\n  ...\n"
     "  File \"/mnt/c/Users/sam/src/shopbdd/features/steps/checkout_steps.py\", line 2, in <module>\n"
     "    from hamcrest import assert_that, equal_to\nModuleNotFoundError: No module named 'hamcrest'", True),
    ("say", "checkout_steps.py imports PyHamcrest (the import name is `hamcrest`), which isn't installed; only "
            "behave was. requirements-dev.txt lists it, so `python3 -m pip install --user -r requirements-dev.txt` "
            "(or PyHamcrest alone) should fix it."),
    ("user", "I'll install the dev requirements in a proper venv later. why is everything so slow from /mnt/c btw?"),
    ("say", "/mnt/c is the Windows drive served to WSL 2 over the 9P protocol, so every file stat and import crosses "
            "the VM boundary; Python tools that touch many small files are much slower there. Cloning the repo into "
            "the Linux filesystem (e.g. ~/src/shopbdd) avoids it."),
    ("user", "ok will move it. the cart feature works great now, thanks"),
]

NSPAWN = [
    ("user", "I want a Debian 12 container with systemd-nspawn on this Arch box to test our .deb, managed with "
             "machinectl. The debs are in /home/olu/build/debs."),
    ("bash", "sudo debootstrap --include=dbus,systemd-container bookworm /var/lib/machines/deb12 "
             "https://deb.debian.org/debian",
     "I: Target architecture can be executed\nI: Retrieving InRelease \nI: Checking Release signature\n"
     "I: Valid Release signature (key id 4D64FEC119C2029067D6E791F8D2585B8783D481)\n...\n"
     "I: Configuring systemd-container...\nI: Base system installed successfully.", False),
    ("bash", "sudo machinectl start deb12 && machinectl list",
     "MACHINE CLASS     SERVICE        OS     VERSION ADDRESSES\ndeb12   container systemd-nspawn debian 12      -\n\n"
     "1 machines listed.", False),
    ("bash", "sudo machinectl shell deb12 /usr/bin/apt-get update",
     "Exit code 100\nConnected to machine deb12. Press ^] three times within 1s to exit session.\n"
     "Ign:1 http://deb.debian.org/debian bookworm InRelease\nErr:1 http://deb.debian.org/debian bookworm InRelease\n"
     "  Temporary failure resolving 'deb.debian.org'\nReading package lists... Done\n"
     "W: Failed to fetch http://deb.debian.org/debian/dists/bookworm/InRelease  Temporary failure resolving "
     "'deb.debian.org'\nW: Some index files failed to download. They have been ignored, or old ones used instead.\n"
     "Connection to machine deb12 terminated.", True),
    ("say", "`machinectl start` runs systemd-nspawn@deb12.service, which uses --network-veth: the container gets a "
            "private veth link (see ADDRESSES: -) and nobody hands it an address. systemd-networkd on the host "
            "(80-container-ve.network) and in the container (80-container-host0.network) set that up."),
    ("bash", "sudo systemctl enable --now systemd-networkd && sudo machinectl shell deb12 /bin/systemctl enable "
             "--now systemd-networkd systemd-resolved && sudo machinectl shell deb12 /bin/ln -sf "
             "/run/systemd/resolve/stub-resolv.conf /etc/resolv.conf",
     "Created symlink /etc/systemd/system/multi-user.target.wants/systemd-networkd.service → "
     "/usr/lib/systemd/system/systemd-networkd.service.\nConnected to machine deb12. Press ^] three times within 1s "
     "to exit session.\nCreated symlink /etc/systemd/system/multi-user.target.wants/systemd-networkd.service → "
     "/lib/systemd/system/systemd-networkd.service.\nConnection to machine deb12 terminated.", False),
    ("bash", "sleep 5 && machinectl list && sudo machinectl shell deb12 /usr/bin/apt-get update",
     "MACHINE CLASS     SERVICE        OS     VERSION ADDRESSES\ndeb12   container systemd-nspawn debian 12      "
     "192.168.163.74…\n\n1 machines listed.\nConnected to machine deb12. Press ^] three times within 1s to exit "
     "session.\nGet:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nGet:2 http://deb.debian.org/debian "
     "bookworm/main amd64 Packages [8788 kB]\nFetched 8939 kB in 2s (4470 kB/s)\nReading package lists... Done\n"
     "Connection to machine deb12 terminated.", False),
    ("bash", "sudo machinectl shell deb12 /usr/bin/apt-get install -y /home/olu/build/debs/shopd_1.4.2_amd64.deb",
     "Exit code 100\nConnected to machine deb12. Press ^] three times within 1s to exit session.\n"
     "Reading package lists... Done\nE: Unsupported file /home/olu/build/debs/shopd_1.4.2_amd64.deb given on "
     "commandline\nConnection to machine deb12 terminated.", True),
    ("say", "That path exists on the host, not inside the container's root. A bind mount in the machine's .nspawn "
            "file makes the debs visible at /srv/debs."),
    ("write", "/etc/systemd/nspawn/deb12.nspawn", "[Files]\nBindReadOnly=/home/olu/build/debs:/srv/debs\n"),
    ("say", "After `sudo machinectl reboot deb12` the debs will be at /srv/debs inside; then "
            "`apt-get install -y /srv/debs/shopd_1.4.2_amd64.deb`."),
    ("user", "ok I'll reboot it after lunch and try the install"),
]

TMUX = [
    ("user", "tmux 3.4 from Homebrew on macOS Sonoma, zsh. My old ~/.tmux.conf throws errors and vim/less inside "
             "tmux complain about the terminal."),
    ("bash", "tmux source-file ~/.tmux.conf",
     "Exit code 1\n/Users/pia/.tmux.conf:7: invalid option: mode-mouse\n"
     "/Users/pia/.tmux.conf:8: invalid option: mouse-select-pane", True),
    ("say", "Those two options were removed in tmux 2.1 and replaced by a single `mouse` option."),
    ("edit", "/Users/pia/.tmux.conf", "set -g mode-mouse on\nset -g mouse-select-pane on", "set -g mouse on"),
    ("bash", "tmux source-file ~/.tmux.conf && tmux show -g mouse", "mouse on", False),
    ("bash", "tmux show -g default-terminal; infocmp tmux-256color",
     "Exit code 1\ndefault-terminal tmux-256color\ninfocmp: couldn't open terminfo file (null).", True),
    ("say", "tmux sets TERM=tmux-256color inside, but macOS ships ncurses 5.7 whose terminfo has no tmux-256color "
            "entry, so vim and less can't look it up. Homebrew's ncurses has it."),
    ("bash", "brew install ncurses", REJECTED, True),
    ("user", "don't install more brew stuff. just compile the terminfo entry for my user"),
    ("bash", "cd /tmp && curl -sSLO https://invisible-island.net/datafiles/current/terminfo.src.gz && "
             "gunzip -f terminfo.src.gz && /usr/bin/tic -xe tmux-256color terminfo.src && "
             "infocmp -x tmux-256color | head -n 2",
     "#\tReconstructed via infocmp from file: /Users/pia/.terminfo/74/tmux-256color\n"
     "tmux-256color|tmux with 256 colors,", False),
    ("user", "vim inside tmux is fine now, no more warning. thanks"),
    ("user", "one more: y in copy mode doesn't put anything on the macOS clipboard"),
    ("say", "In copy-mode-vi, `y` only copies into tmux's own buffer. Do you want me to add "
            "`bind -T copy-mode-vi y send -X copy-pipe-and-cancel pbcopy` to ~/.tmux.conf?"),
    ("user", "later maybe, I need to hop on a call"),
]

NMCLI = [
    ("user", "Fedora 40 server, my shell is fish. I want a static IP 192.168.50.20/24 on enp3s0, gateway and DNS "
             "192.168.50.1, with nmcli. I'm on the console, not ssh."),
    ("bash", "nmcli con mod enp3s0 ipv4.method manual ipv4.addresses 192.168.50.20/24 ipv4.gateway 192.168.50.1 "
             "ipv4.dns 192.168.50.1",
     "Exit code 10\nError: unknown connection 'enp3s0'.", True),
    ("bash", "nmcli -t -f NAME,DEVICE con show", "Wired connection 1:enp3s0\nlo:lo", False),
    ("say", "nmcli's `con mod` takes the connection profile's name, not the device name; the profile on enp3s0 is "
            "called 'Wired connection 1'. Quoting works the same way in fish."),
    ("bash", "nmcli con mod 'Wired connection 1' ipv4.method manual ipv4.addresses 192.168.50.20/24 ipv4.gateway "
             "192.168.50.1 ipv4.dns 192.168.50.1; and nmcli con up 'Wired connection 1'; and ip -4 addr show enp3s0",
     "Connection successfully activated (D-Bus active path: /org/freedesktop/NetworkManager/ActiveConnection/4)\n"
     "2: enp3s0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UP group default qlen 1000\n"
     "    inet 192.168.50.20/24 brd 192.168.50.255 scope global noprefixroute enp3s0\n"
     "       valid_lft forever preferred_lft forever", False),
    ("user", "ip looks right. but dnf can't reach anything now"),
    ("bash", "sudo dnf -y install htop",
     "Exit code 1\nFedora 40 - x86_64                              0.0  B/s |   0  B     00:00\n"
     "Errors during downloading metadata for repository 'fedora':\n  - Curl error (6): Couldn't resolve host name for "
     "https://mirrors.fedoraproject.org/metalink?repo=fedora-40&arch=x86_64 [Could not resolve host: "
     "mirrors.fedoraproject.org]\nError: Failed to download metadata for repo 'fedora': Cannot prepare internal "
     "mirrorlist: Curl error (6): Couldn't resolve host name", True),
    ("say", "Name resolution fails. The profile may still mix in DHCP-provided DNS; making it use only the static "
            "server."),
    ("bash", "nmcli con mod 'Wired connection 1' ipv4.ignore-auto-dns yes; and nmcli con up 'Wired connection 1'; "
             "and sudo dnf -y install htop",
     "Exit code 1\nConnection successfully activated (D-Bus active path: "
     "/org/freedesktop/NetworkManager/ActiveConnection/5)\nErrors during downloading metadata for repository "
     "'fedora':\n  - Curl error (6): Couldn't resolve host name for "
     "https://mirrors.fedoraproject.org/metalink?repo=fedora-40&arch=x86_64 [Could not resolve host: "
     "mirrors.fedoraproject.org]", True),
    ("bash", "dig @192.168.50.1 mirrors.fedoraproject.org +time=2 +tries=1",
     "Exit code 9\n;; communications error to 192.168.50.1#53: timed out\n\n; <<>> DiG 9.18.24 <<>> @192.168.50.1 "
     "mirrors.fedoraproject.org +time=2 +tries=1\n; (1 server found)\n;; global options: +cmd\n"
     ";; no servers could be reached", True),
    ("say", "The gateway doesn't answer DNS on this subnet at all, so no nmcli setting will help with it as the "
            "resolver. You need a DNS server that serves this VLAN (e.g. your internal resolver) in ipv4.dns."),
    ("user", "we have to use the internal 10.0.0.53 here, I'll ask netops whether this VLAN can reach it"),
]

SOURCES = {
    "s15-behave-wsl": ("/mnt/c/Users/sam/src/shopbdd", "2024-08-05T09:10:00Z", "main", BEHAVE),
    "s16-nspawn-machinectl": ("/home/olu", "2024-08-19T11:30:00Z", "HEAD", NSPAWN),
    "s17-tmux-macos": ("/Users/pia", "2024-09-02T16:45:00Z", "HEAD", TMUX),
    "s18-nmcli-fish": ("/root", "2024-09-10T07:50:00Z", "HEAD", NMCLI),
}
