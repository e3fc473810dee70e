"""corpus30's scripted sessions, part three: a CRA app moved to Rsbuild in Windows PowerShell 7 (ANSI colour), Haxe
with haxelib and Lime/OpenFL in Windows PowerShell 7, ReScript 11 with @rescript/react (a fish user, ANSI colour),
Butane and Ignition for a Fedora CoreOS VM under libvirt (a rejected tool use), an OpenVPN 2.6 client on macOS zsh."""
from __future__ import annotations

from tests.truth.corpus30_common import REJECTED

E = "\x1b"
RSBUILD = [
    ("user", "migrating storefront from CRA to Rsbuild. `npx rsbuild build` fails here, and CI (ubuntu) fails "
             "differently. help?"),
    ("bash", "npx rsbuild build",
     f"Exit code 1\n{E}[36mRsbuild v1.1.4{E}[39m\n\n{E}[31merror{E}[39m   Build failed.\n"
     f"{E}[31mFile: {E}[36mC:\\Users\\minji\\src\\storefront\\src\\index.js{E}[31m:1:1{E}[39m\n"
     "  × Module build failed:\n  ╰─▶   × Error:   x Expression expected\n"
     "        │    ╭─[C:\\Users\\minji\\src\\storefront\\src\\index.js:9:1]\n"
     "        │  9 │ root.render(\n        │ 10 │   <React.StrictMode>\n        │    ·   ─\n"
     "        │ 11 │     <App />\n        │    ╰────", True),
    ("say", "SWC is parsing the JSX in src/index.js as plain JavaScript. CRA enabled JSX implicitly; Rsbuild needs "
            "@rsbuild/plugin-react for it."),
    ("bash", "npm i -D @rsbuild/plugin-react", "\nadded 3 packages, and audited 1183 packages in 4s\n\n"
             "found 0 vulnerabilities", False),
    ("edit", "C:\\Users\\minji\\src\\storefront\\rsbuild.config.mjs",
     "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  plugins: [],",
     "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\n"
     "export default defineConfig({\n  plugins: [pluginReact()],"),
    ("bash", "npx rsbuild build",
     f"{E}[36mRsbuild v1.1.4{E}[39m\n\n{E}[36mstart{E}[39m   building...\n"
     f"{E}[32mready{E}[39m   built in {E}[1m1.84{E}[22m s\n\n"
     "File (web)                              Size       Gzip\n"
     "dist\\static\\css\\index.8c1d2f0a.css      11.2 kB    3.1 kB\n"
     "dist\\static\\js\\index.3f9c2a1b.js        48.7 kB    15.9 kB\n"
     "dist\\static\\js\\lib-react.9a0e11c2.js    139.4 kB   44.8 kB\n"
     "                              Total:   199.3 kB   63.8 kB", False),
    ("user", "builds here now. CI still fails: `Module not found: Can't resolve './components/header' in "
             "'/home/runner/work/storefront/storefront/src'`"),
    ("bash", "git ls-files src/components | Select-String -Pattern header", "\nsrc/components/Header.jsx", False),
    ("bash", "Select-String -Path src\\*.jsx -Pattern \"components/header\"",
     "\nsrc\\App.jsx:4:import Header from './components/header';", False),
    ("say", "NTFS is case-insensitive, so `./components/header` finds Header.jsx on your machine; the Linux runner's "
            "filesystem is case-sensitive and doesn't. The import has to match the file's case."),
    ("edit", "C:\\Users\\minji\\src\\storefront\\src\\App.jsx", "import Header from './components/header';",
     "import Header from './components/Header';"),
    ("bash", "npx rsbuild build 2>&1 | Select-String ready", f"\n{E}[32mready{E}[39m   built in {E}[1m1.79{E}[22m s",
     False),
    ("user", "pushed, CI is green. but on the preview deploy every API call goes to `undefined/api/products`"),
    ("say", "CRA inlined every `process.env.REACT_APP_*` variable at build time. Rsbuild only inlines variables "
            "with the `PUBLIC_` prefix by default. `loadEnv` can collect the `REACT_APP_` ones and hand them to "
            "`source.define`, so the code doesn't have to change. I'll also document it in the README."),
    ("edit", "C:\\Users\\minji\\src\\storefront\\rsbuild.config.mjs",
     "import { defineConfig } from '@rsbuild/core';",
     "import { defineConfig, loadEnv } from '@rsbuild/core';\n\nconst { publicVars } = loadEnv({ prefixes: "
     "['REACT_APP_'] });"),
    ("edit", "C:\\Users\\minji\\src\\storefront\\rsbuild.config.mjs", "  plugins: [pluginReact()],",
     "  plugins: [pluginReact()],\n  source: { define: publicVars },"),
    ("edit", "C:\\Users\\minji\\src\\storefront\\README.md", "## Environment\n",
     "## Environment\n\nRsbuild inlines `REACT_APP_*` variables through `loadEnv` in rsbuild.config.mjs. Set them in "
     "`.env.production` or in the CI environment before `npm run build`.\n"),
    ("user", "README section is nice, thanks! I'll check the preview later"),
]

HAXE = [
    ("user", "new machine. build starhop (OpenFL) for html5: `lime build html5`"),
    ("bash", "lime build html5",
     "Exit code 1\nlime: The term 'lime' is not recognized as a name of a cmdlet, function, script file, or executable "
     "program.\nCheck the spelling of the name, or if a path was included, verify that the path is correct and try "
     "again.", True),
    ("bash", "haxelib run lime build html5",
     "Exit code 1\nError: Library lime is not installed : run 'haxelib install lime'", True),
    ("bash", "haxelib install lime 8.1.3; haxelib install openfl 9.3.4; haxelib install actuate",
     "Downloading lime-8.1.3.zip...\nInstall lime:8.1.3\n  Current version is now 8.1.3\nDone\n"
     "Downloading openfl-9.3.4.zip...\nInstall openfl:9.3.4\n  Current version is now 9.3.4\nDone\n"
     "Downloading actuate-1.9.0.zip...\nInstall actuate:1.9.0\n  Current version is now 1.9.0\nDone", False),
    ("bash", "haxelib run lime build html5",
     "Exit code 1\nError: Could not find haxelib \"hscript\", does it need to be installed?", True),
    ("bash", "haxelib install hscript",
     "Downloading hscript-2.5.0.zip...\nInstall hscript:2.5.0\n  Current version is now 2.5.0\nDone", False),
    ("bash", "haxelib run lime build html5",
     "Exit code 1\nsrc/Level.hx:58: characters 24-31 : String should be Int\n"
     "src/Level.hx:58: characters 24-31 : ... For function argument 'tileId'", True),
    ("user", "ah that's my half-done change from yesterday, `row[x]` is the raw CSV cell. parse it"),
    ("edit", "C:\\Users\\arne\\games\\starhop\\src\\Level.hx", "            placeTile(x, y, row[x]);",
     "            placeTile(x, y, Std.parseInt(row[x]));"),
    ("bash", "haxelib run lime build html5; Get-ChildItem Export\\html5\\bin -Name",
     "assets\nindex.html\nlib\nstarhop.js\nstarhop.js.map", False),
    ("say", "html5 builds: Export\\html5\\bin has index.html and starhop.js. (`lime` alone isn't a command because "
            "`haxelib run lime setup` was never run on this machine; `haxelib run lime` works without it.)"),
    ("user", "also `lime test windows` should work, it's the jam build"),
    ("bash", "haxelib run lime test windows",
     "Exit code 1\nError: Could not automatically setup MSVC", True),
    ("say", "The native target goes through hxcpp, which needs the MSVC C++ build tools and finds none here. I can "
            "install them with `winget install Microsoft.VisualStudio.2022.BuildTools --override \"--add "
            "Microsoft.VisualStudio.Workload.VCTools --includeRecommended --quiet\"` (needs admin). Should I run "
            "it?"),
    ("user", "no admin rights on this laptop, I'll ask IT. html5 is enough for today."),
]

RESCRIPT = [
    ("user", "upgrading tally to ReScript 11 and @rescript/react 0.12. `npm run res:build` blows up. (fish shell "
             "here, but I guess you run bash)"),
    ("bash", "npm i -D rescript@11.1.4 @rescript/react@0.12.1 @rescript/core@1.6.1 | tail -1",
     "changed 3 packages, and audited 96 packages in 3s", False),
    ("bash", "npm run res:build",
     f"Exit code 1\n\n> tally@0.3.0 res:build\n> rescript\n\n{E}[33mbsconfig.json is deprecated. Rename it to "
     f"rescript.json.{E}[0m\n>>>> Start compiling\n\n  {E}[1;31mWe've found a bug for you!{E}[0m\n"
     f"  {E}[36m/home/noor/code/tally/src/Counter.res{E}[0m:{E}[2m3:19-29{E}[0m\n\n"
     "  1 │ @react.component\n  2 │ let make = (~label) => {\n  3 │   let (n, setN) = React.useState(() => 0)\n"
     "  4 │   <button onClick={_ => setN(n => n + 1)}>\n\n  The module or file React can't be found.\n"
     "  - If it's a third-party dependency:\n    - Did you add it to the \"bs-dependencies\" or "
     "\"bs-dev-dependencies\" in rescript.json?\n  - Did you include the file's directory to the \"sources\" in "
     "rescript.json?\n\nFAILED: cannot make progress due to previous errors.\n>>>> Finish compiling(exit: 1)", True),
    ("bash", "grep -n -A2 'bs-dependencies' bsconfig.json", "11:  \"bs-dependencies\": [\"@rescript/core\"],\n"
             "12:  \"bsc-flags\": [\"-open RescriptCore\"],\n13:  \"suffix\": \".bs.js\"", False),
    ("bash", "git mv bsconfig.json rescript.json", "", False),
    ("edit", "/home/noor/code/tally/rescript.json", "  \"bs-dependencies\": [\"@rescript/core\"],",
     "  \"bs-dependencies\": [\"@rescript/core\", \"@rescript/react\"],\n  \"jsx\": { \"version\": 4 },"),
    ("bash", "npm run res:build",
     f"Exit code 1\n\n> tally@0.3.0 res:build\n> rescript\n\n>>>> Start compiling\n\n"
     f"  {E}[1;31mWe've found a bug for you!{E}[0m\n  {E}[36m/home/noor/code/tally/src/App.res{E}[0m:"
     f"{E}[2m12:7-22{E}[0m\n\n  10 │ <div>\n  11 │   <Counter label=\"Apples\" />\n"
     "  12 │   {React.string(total)}\n  13 │ </div>\n\n  This has type: int\n"
     "  But this function argument is expecting: string\n\nFAILED: cannot make progress due to previous errors.\n"
     ">>>> Finish compiling(exit: 1)", True),
    ("edit", "/home/noor/code/tally/src/App.res", "  {React.string(total)}", "  {React.int(total)}"),
    ("bash", "npm run res:build",
     "\n> tally@0.3.0 res:build\n> rescript\n\n>>>> Start compiling\nDependency Finished\n"
     ">>>> Finish compiling 212 mseconds", False),
    ("user", "compiles. CI says: `npm ci` can only install packages when your package.json and package-lock.json "
             "or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` before continuing."),
    ("bash", "git status --short", " M package-lock.json\n M package.json\nR  bsconfig.json -> rescript.json\n"
             " M src/App.res", False),
    ("say", "The version bumps changed package.json and package-lock.json together, but only package.json made it "
            "into your commit; CI's `npm ci` refuses a lock file that disagrees with package.json. Commit "
            "package-lock.json too."),
    ("user", "committed the lock file, CI is green now"),
]

BU = "butane --pretty --strict router.bu > router.ign"
IMG = "/var/lib/libvirt/images/fedora-coreos-40.20240906.3.0-qemu.x86_64.qcow2"


def _virt(ign: str) -> str:
    return ("sudo virt-install --name fcos-router --ram 2048 --vcpus 2 --os-variant fedora-coreos-stable --import "
            f"--graphics none --disk size=10,backing_store={IMG} "
            f"--qemu-commandline=\"-fw_cfg name=opt/com.coreos/config,file={ign}\" --noautoconsole")


BUTANE = [
    ("user", "turn router.bu into an ignition config and boot a Fedora CoreOS VM with virt-install to test it"),
    ("bash", BU, "Exit code 1\nError translating config: No translator exists for variant fcos with version 1.6.0",
     True),
    ("bash", "butane --version; head -2 router.bu", "Butane 0.19.0\nvariant: fcos\nversion: 1.6.0", False),
    ("say", "This Butane (0.19.0) predates the fcos 1.6.0 spec. Nothing in router.bu needs 1.6, so I'll target "
            "1.5.0."),
    ("edit", "/home/maren/homelab/fcos/router.bu", "version: 1.6.0", "version: 1.5.0"),
    ("bash", BU,
     "Exit code 1\nwarning at $.systemd.units.0.contents, line 21 col 7: unit \"nftables.service\" is enabled, but "
     "has no install section so enable does nothing\nError translating config: config produced warnings and "
     "--strict was specified", True),
    ("edit", "/home/maren/homelab/fcos/router.bu",
     "        ExecStart=/usr/sbin/nft -f /etc/sysconfig/nftables.conf\n",
     "        ExecStart=/usr/sbin/nft -f /etc/sysconfig/nftables.conf\n\n        [Install]\n"
     "        WantedBy=multi-user.target\n"),
    ("bash", BU + " && ls -l router.ign", "-rw-r--r--. 1 maren maren 4318 Nov  8 10:02 router.ign", False),
    ("bash", _virt("$PWD/router.ign"),
     "Exit code 1\nStarting install...\nERROR    internal error: process exited while connecting to monitor: "
     "2026-11-08T10:03:12.402913Z qemu-system-x86_64: -fw_cfg name=opt/com.coreos/config,"
     "file=/home/maren/homelab/fcos/router.ign: can't load /home/maren/homelab/fcos/router.ign: Failed to open "
     "file \u201c/home/maren/homelab/fcos/router.ign\u201d: Permission denied\nDomain installation does not appear to "
     "have been successful.", True),
    ("say", "qemu runs as the qemu user under SELinux and can't read files in your home directory. Opening it up:"),
    ("tool", "Bash", {"command": "chmod -R o+rx /home/maren && sudo chcon -R -t virt_content_t /home/maren/homelab",
                      "description": "Let qemu read the ignition file"}, REJECTED, True),
    ("user", "don't open up my home dir. copy the ign somewhere under /var/lib/libvirt instead"),
    ("bash", "sudo install -D -m 0644 router.ign /var/lib/libvirt/boot/router.ign && sudo chcon --verbose --type "
             "svirt_home_t /var/lib/libvirt/boot/router.ign && sudo virsh undefine fcos-router --remove-all-storage "
             ">/dev/null; " + _virt("/var/lib/libvirt/boot/router.ign"),
     "changing security context of '/var/lib/libvirt/boot/router.ign'\nStarting install...\nCreating domain..."
     "\nDomain creation completed.", False),
    ("bash", "sudo virsh domifaddr fcos-router | tail -2; ssh -o StrictHostKeyChecking=accept-new "
             "core@192.168.122.84 systemctl is-active nftables",
     " vnet3      52:54:00:8e:1f:2a    ipv4         192.168.122.84/24\n\nactive", False),
    ("user", "perfect. one thing I noticed last time: the real router rebooted itself at 15:00 on a weekday for an "
             "update. it should only do that sunday night."),
    ("say", "That's Zincati, FCOS's update agent; its default strategy reboots as soon as an update is staged. A "
            "`periodic` strategy limits reboots to a window. I've added it to router.bu; it takes effect when the "
            "machine is provisioned from the new config."),
    ("edit", "/home/maren/homelab/fcos/router.bu", "storage:\n  files:\n",
     "storage:\n  files:\n    - path: /etc/zincati/config.d/55-updates-strategy.toml\n      contents:\n"
     "        inline: |\n          [updates]\n          strategy = \"periodic\"\n"
     "          [[updates.periodic.window]]\n          days = [ \"Sun\" ]\n          start_time = \"22:30\"\n"
     "          length_minutes = 60\n"),
    ("user", "ok, I'll reprovision the real router at the weekend"),
]

OVPN = [
    ("user", "connect to the office VPN with the old office.ovpn on this mac (openvpn 2.6 from brew). it worked in "
             "Tunnelblick years ago"),
    ("bash", "sudo openvpn --config office.ovpn",
     "Exit code 1\nsudo: a terminal is required to read the password; either use the -S option to read from standard "
     "input or configure an askpass helper\nsudo: a password is required", True),
    ("say", "My shell has no terminal, so sudo can't ask for your password. Could you run `sudo -v` in your own "
            "terminal so the credential is cached?"),
    ("user", "ran sudo -v, go ahead"),
    ("bash", "sudo -n openvpn --config office.ovpn --verb 3", "Exit code 1\nsudo: a password is required", True),
    ("say", "Still refused. On macOS sudo caches credentials per terminal session (tty_tickets), so your `sudo -v` "
            "doesn't reach my shell. I'll check the config without root instead; openvpn parses it and does the TLS "
            "handshake before it needs the tun device."),
    ("bash", "openvpn --config office.ovpn --verb 3 2>&1 | tail -5",
     "2026-11-09 09:02:11 DEPRECATED OPTION: --cipher set to 'BF-CBC' but missing in --data-ciphers "
     "(AES-256-GCM:AES-128-GCM:CHACHA20-POLY1305). OpenVPN ignores --cipher for cipher negotiations. \n"
     "2026-11-09 09:02:11 OpenSSL: error:0308010C:digital envelope routines::unsupported\n"
     "2026-11-09 09:02:11 Cipher algorithm 'BF-CBC' not found\n"
     "2026-11-09 09:02:11 Exiting due to fatal error", False),
    ("say", "The office server still uses BF-CBC. OpenVPN 2.6 only negotiates ciphers listed in --data-ciphers, and "
            "OpenSSL 3 keeps Blowfish in its legacy provider, which isn't loaded by default. Both have to be "
            "allowed in the profile."),
    ("edit", "/Users/ravi/vpn/office.ovpn", "cipher BF-CBC\n",
     "cipher BF-CBC\ndata-ciphers AES-256-GCM:AES-128-GCM:BF-CBC\nproviders legacy default\n"),
    ("bash", "openvpn --config office.ovpn --verb 3 2>&1 | tail -6",
     "2026-11-09 09:05:40 TLS: Initial packet from [AF_INET]203.0.113.40:1194, sid=6a1f0c2e 9b3d41a7\n"
     "2026-11-09 09:05:40 VERIFY OK: depth=0, CN=office-gw\n"
     "2026-11-09 09:05:41 Peer Connection Initiated with [AF_INET]203.0.113.40:1194\n"
     "2026-11-09 09:05:42 WARNING: Compression for receiving enabled. Compression has been used in the past to break "
     "encryption. Sent packets are not compressed unless \"allow-compression yes\" is also set.\n"
     "2026-11-09 09:05:42 ERROR: Cannot open TUN/TAP dev /dev/utun: Operation not permitted\n"
     "2026-11-09 09:05:42 Exiting due to fatal error", False),
    ("say", "The handshake completes now; the only remaining error is the tun device, which needs root. Please run "
            "`sudo openvpn --config office.ovpn` in your terminal. The compression warning comes from the server "
            "pushing comp-lzo; it's harmless for connecting, but worth asking the VPN admin to turn compression off "
            "on the server, since compressed tunnels are open to VORACLE-style attacks."),
    ("user", "ran it with sudo in my terminal: connected, I can reach the wiki 🎉"),
]

SOURCES = {
    "s13-rsbuild-pwsh": ("C:\\Users\\minji\\src\\storefront", "2026-11-08T02:10:00Z", "chore/rsbuild", RSBUILD),
    "s14-haxe-lime-pwsh": ("C:\\Users\\arne\\games\\starhop", "2026-11-08T12:00:00Z", "main", HAXE),
    "s15-rescript-fish": ("/home/noor/code/tally", "2026-11-08T16:45:00Z", "upgrade/rescript11", RESCRIPT),
    "s16-butane-fcos": ("/home/maren/homelab/fcos", "2026-11-08T09:55:00Z", "main", BUTANE),
    "s17-openvpn-mac": ("/Users/ravi/vpn", "2026-11-09T08:58:00Z", "HEAD", OVPN),
}
