"""Scripted sessions of corpus19, part B: ESP-IDF in Windows PowerShell, a Homebrew tap formula bump on macOS,
a Chocolatey package and a winget manifest on Windows, fastlane match and gym on macOS. Steps in the shape of
tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus19_common import out
from tests.truth.sessions_dsl import Step

ESPIDF = "espidf-blink-ota"
BREW = "brew-tap-pgsift"
CHOCO = "choco-logrelay"
WINGET = "winget-logrelay"
FASTLANE = "fastlane-relay-ios"

_EXPORT = ". C:\\Espressif\\frameworks\\esp-idf-v5.2.1\\export.ps1; "
_TOO_SMALL = out(
    "Error: app partition is too small for binary blink-ota.bin size 0x10f2a0:",
    "  - Part 'factory' 0/0 @ 0x10000 size 0x100000 (overflow 0xf2a0)")

ESPIDF_STEPS: list[Step] = [
    ("user", "Build blink-ota and flash it to the board on COM5."),
    ("bash", "idf.py build", out(
        "Exit code 1",
        "idf.py : The term 'idf.py' is not recognized as the name of a cmdlet, function, script file, or operable "
        "program. Check the spelling of the name, or if a path was included, verify that the path is correct and try "
        "again.", "At line:1 char:1", "+ idf.py build", "+ ~~~~~~",
        "    + CategoryInfo          : ObjectNotFound: (idf.py:String) [], CommandNotFoundException",
        "    + FullyQualifiedErrorId : CommandNotFoundException"), True),
    ("say", "Every command here starts a fresh PowerShell, so the ESP-IDF environment has to be exported in the same "
            "command line as idf.py."),
    ("bash", _EXPORT + "idf.py build", out(
        "Exit code 2", "Setting IDF_PATH: C:\\Espressif\\frameworks\\esp-idf-v5.2.1", "...",
        "Done! You can now compile ESP-IDF projects.", "...",
        "[1042/1044] Generating binary image from built executable", "esptool.py v4.7.0",
        "Creating esp32 image...", "Successfully created esp32 image.",
        "Generated C:/Users/amara/esp/blink-ota/build/blink-ota.bin",
        "FAILED: esp-idf/esptool_py/CMakeFiles/app_check_size", _TOO_SMALL,
        "ninja: build stopped: subcommand failed.",
        "ninja failed with exit code 1, output of the command is in the "
        "C:\\Users\\amara\\esp\\blink-ota\\build\\log\\idf_py_stderr_output_20412 and "
        "C:\\Users\\amara\\esp\\blink-ota\\build\\log\\idf_py_stdout_output_20412"), True),
    ("say", "The app is 0xf2a0 bytes over the 1 MB factory partition. The project wants the two-OTA table on 4 MB "
            "flash anyway, so I'll put that in sdkconfig.defaults."),
    ("edit", "C:\\Users\\amara\\esp\\blink-ota\\sdkconfig.defaults", "CONFIG_FREERTOS_HZ=1000\n",
     "CONFIG_FREERTOS_HZ=1000\nCONFIG_ESPTOOLPY_FLASHSIZE_4MB=y\nCONFIG_PARTITION_TABLE_TWO_OTA=y\n"),
    ("bash", _EXPORT + "idf.py build 2>&1 | Select-String -Pattern 'partition|overflow'", out(
        "Exit code 1", _TOO_SMALL), True),
    ("say", "Same error: sdkconfig.defaults is only read when there is no sdkconfig yet, and the existing sdkconfig "
            "still has the single factory table. Deleting sdkconfig makes the build regenerate it from the defaults."),
    ("bash", "Remove-Item sdkconfig; " + _EXPORT + "idf.py build", out(
        "...", "Partition table binary generated. Contents:",
        "*******************************************************************************",
        "# ESP-IDF Partition Table", "# Name, Type, SubType, Offset, Size, Flags", "nvs,data,nvs,0x9000,16K,",
        "otadata,data,ota,0xd000,8K,", "phy_init,data,phy,0xf000,4K,", "ota_0,app,ota_0,0x10000,1984K,",
        "ota_1,app,ota_1,0x200000,1984K,",
        "*******************************************************************************", "...",
        "blink-ota.bin binary size 0x10f2a0 bytes. Smallest app partition is 0x1f0000 bytes. 0xe0d60 bytes (45%) free.",
        "", "Project build complete. To flash, run:", " idf.py flash", "or", " idf.py -p PORT flash"), False),
    ("bash", _EXPORT + "idf.py -p COM5 flash", out(
        "Exit code 2", "...", "Serial port COM5",
        "A fatal error occurred: Could not open COM5, the port is busy or doesn't exist.",
        "(could not open port 'COM5': PermissionError(13, 'Access is denied.', None, 5))", "",
        "Hint: Check if the port is not used by another task", "CMake Error at run_serial_tool.cmake:66 (message):",
        "  C:/Espressif/python_env/idf5.2_py3.11_env/Scripts/python.exe;;"
        "C:/Espressif/frameworks/esp-idf-v5.2.1/components/esptool_py/esptool/esptool.py;--chip;esp32", "  failed."),
     True),
    ("say", "Access is denied on COM5 means another program holds the port, usually a serial monitor. Close it and "
            "I'll retry."),
    ("user", "putty was open on it, closed it"),
    ("bash", _EXPORT + "idf.py -p COM5 flash 2>&1 | Select-Object -Last 6", out(
        "Wrote 1110688 bytes (702031 compressed) at 0x00010000 in 62.1 seconds (effective 143.1 kbit/s)...",
        "Hash of data verified.", "", "Leaving...", "Hard resetting via RTS pin...", "Done"), False),
    ("user", "led blinks, thank you"),
]

_CELLAR = "/opt/homebrew/Cellar/pgsift/0.4.0/bin/pgsift"

BREW_STEPS: list[Step] = [
    ("user", "Bump pgsift to 0.4.0 in our tap and make sure audit and test pass."),
    ("edit", "/opt/homebrew/Library/Taps/acme/homebrew-tools/Formula/pgsift.rb",
     '  url "https://github.com/acme/pgsift/archive/refs/tags/v0.3.2.tar.gz"\n'
     '  sha256 "5d0b6f1e2c3a49887a6f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a09"',
     '  url "https://github.com/acme/pgsift/archive/refs/tags/v0.4.0.tar.gz"\n'
     '  sha256 "a81c3f0e9d2b47165c4e3d2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b"\n  version "0.4.0"'),
    ("bash", "brew audit --strict --online Formula/pgsift.rb", out(
        "Exit code 1", "Error: Calling `brew audit [path ...]` is disabled! Use `brew audit [name ...]` instead."),
     True),
    ("bash", "brew audit --strict --online acme/tools/pgsift", out(
        "Exit code 1", "acme/tools/pgsift", "  * line 3, col 3: Description shouldn't start with an article.",
        "  * Stable: version 0.4.0 is redundant with version scanned from URL",
        "Error: 2 problems in 1 formula detected."), True),
    ("edit", "/opt/homebrew/Library/Taps/acme/homebrew-tools/Formula/pgsift.rb",
     '  desc "A fast sifter for PostgreSQL logs"', '  desc "Fast sifter for PostgreSQL logs"'),
    ("edit", "/opt/homebrew/Library/Taps/acme/homebrew-tools/Formula/pgsift.rb", '\n  version "0.4.0"', ""),
    ("bash", "brew audit --strict --online acme/tools/pgsift && echo AUDIT-OK", "AUDIT-OK", False),
    ("bash", "brew install --build-from-source acme/tools/pgsift && brew test acme/tools/pgsift", out(
        "Exit code 1", "==> Fetching acme/tools/pgsift",
        "==> Downloading https://github.com/acme/pgsift/archive/refs/tags/v0.4.0.tar.gz", "==> cargo install",
        "\U0001f37a  /opt/homebrew/Cellar/pgsift/0.4.0: 7 files, 9.8MB, built in 1 minute 12 seconds",
        "==> Testing acme/tools/pgsift", "==> " + _CELLAR + " --version", "Error: acme/tools/pgsift: failed",
        "An exception occurred within a child process:", "  BuildError: Failed executing: " + _CELLAR + " --version"),
     True),
    ("bash", _CELLAR + ' --version; echo "exit=$?"', out(
        "error: unexpected argument '--version' found", "",
        "  tip: to pass '--version' as a value, use '-- --version'", "", "Usage: pgsift <COMMAND>", "",
        "For more information, try '--help'.", "exit=2"), False),
    ("say", "0.4.0 dropped the version flag in favour of a `version` subcommand, so the formula's test block has to "
            "change."),
    ("edit", "/opt/homebrew/Library/Taps/acme/homebrew-tools/Formula/pgsift.rb", '    system "#{bin}/pgsift", "--version"',
     '    assert_match version.to_s, shell_output("#{bin}/pgsift version")'),
    ("user", "leave the test, the test-bot on the PR runs it anyway. commit and push the branch"),
    ("bash", 'git commit -am "pgsift 0.4.0" && git push -u origin pgsift-0.4.0', out(
        "[pgsift-0.4.0 4c1d9e2] pgsift 0.4.0", " 1 file changed, 4 insertions(+), 5 deletions(-)",
        "To github.com:acme/homebrew-tools.git", " * [new branch]      pgsift-0.4.0 -> pgsift-0.4.0",
        "branch 'pgsift-0.4.0' set up to track 'origin/pgsift-0.4.0'."), False),
]

_NS = "'http://schemas.microsoft.com/packaging/2015/06/nuspec.xsd'"
_PACK = "choco pack logrelay.nuspec --outputdirectory .\\out"
_ZIP = "C:\\Users\\dev\\AppData\\Local\\Temp\\chocolatey\\logrelay\\1.2.0\\logrelay-1.2.0-win64.zip"
_HASH = "9C4E2B7A1D0F3E6A5B8C7D2E1F0A9B8C7D6E5F4A3B2C1D0E9F8A7B6C5D4E3F2A"

CHOCO_STEPS: list[Step] = [
    ("user", "Package logrelay 1.2.0 for Chocolatey and test-install it locally."),
    ("bash", "choco pack", out(
        "Exit code 1", "Chocolatey v2.2.2", "Attempting to build package from 'logrelay.nuspec'.",
        f"The element 'metadata' in namespace {_NS} has invalid child element 'licenceUrl' in namespace {_NS}. List of "
        f"possible elements expected: 'licenseUrl, projectUrl, iconUrl, ...' in namespace {_NS}."), True),
    ("edit", "C:\\src\\logrelay-choco\\logrelay.nuspec",
     "<licenceUrl>https://github.com/acme/logrelay/blob/main/LICENSE</licenceUrl>",
     "<licenseUrl>https://github.com/acme/logrelay/blob/main/LICENSE</licenseUrl>"),
    ("bash", _PACK, out(
        "Chocolatey v2.2.2", "Attempting to build package from 'logrelay.nuspec'.",
        "Successfully created package 'C:\\src\\logrelay-choco\\out\\logrelay.1.2.0.nupkg'"), False),
    ("bash", "choco install logrelay -s .\\out -y", out(
        "Exit code 1", "Chocolatey v2.2.2", "Chocolatey detected you are not running from an elevated command shell",
        " (cmd/powershell).", "", " You may experience errors - many functions/packages",
        " require admin rights. Only advanced users should run choco w/out an", " elevated shell.",
        "Installing the following packages:", "logrelay", "logrelay not installed. An error occurred during installation:",
        " Access to the path 'C:\\ProgramData\\chocolatey\\lib-bad' is denied.",
        "Chocolatey installed 0/1 packages. 1 packages failed."), True),
    ("say", "choco install needs an elevated shell and I can't elevate from here. Please run "
            "`choco install logrelay -s .\\out -y` in an admin PowerShell and paste the result."),
    ("user", "admin shell says:\nERROR: Checksum for '" + _ZIP + "' did not meet "
             "'3f1a0c9e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f' for checksum type 'SHA256'. Consider "
             "passing the actual checksums through with --checksum --checksum64 once you validate the checksums are "
             "appropriate. A less secure option is to pass --ignore-checksums if necessary.\n"
             "The install of logrelay was NOT successful."),
    ("bash", "Get-FileHash " + _ZIP + " -Algorithm SHA256 | Format-List", out(
        "", "Algorithm : SHA256", "Hash      : " + _HASH, "Path      : " + _ZIP, ""), False),
    ("edit", "C:\\src\\logrelay-choco\\tools\\chocolateyinstall.ps1",
     "  checksum64    = '3f1a0c9e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f'",
     "  checksum64    = '" + _HASH + "'"),
    ("bash", _PACK + "; Get-ChildItem .\\out", out(
        "Chocolatey v2.2.2", "Attempting to build package from 'logrelay.nuspec'.",
        "Successfully created package 'C:\\src\\logrelay-choco\\out\\logrelay.1.2.0.nupkg'", "",
        "    Directory: C:\\src\\logrelay-choco\\out", "",
        "Mode                 LastWriteTime         Length Name", "----                 -------------         ------ ----",
        "-a---          2/11/2025  11:42 AM           6204 logrelay.1.2.0.nupkg"), False),
    ("write", "C:\\src\\logrelay-choco\\tools\\update-checksum.ps1",
     "param([Parameter(Mandatory)][string]$Zip)\n$hash = (Get-FileHash $Zip -Algorithm SHA256).Hash\n"
     "$file = Join-Path $PSScriptRoot 'chocolateyinstall.ps1'\n"
     "(Get-Content $file) -replace \"checksum64\\s*=\\s*'[0-9A-Fa-f]+'\", \"checksum64    = '$hash'\" | "
     "Set-Content $file\n"),
    ("say", "Repacked with the real hash. tools\\update-checksum.ps1 rewrites checksum64 from a downloaded zip for "
            "future releases."),
    ("user", "thanks, I'll test the install from the admin shell tomorrow"),
]

_MAN = "manifests\\a\\Acme\\LogRelay\\1.2.0"

WINGET_STEPS: list[Step] = [
    ("user", "Add the Acme.LogRelay 1.2.0 manifest (it's a portable zip) and validate it."),
    ("write", "C:\\Users\\dev\\src\\winget-pkgs\\" + _MAN + "\\Acme.LogRelay.installer.yaml", out(
        "PackageIdentifier: Acme.LogRelay", "PackageVersion: 1.2.0", "InstallerType: zip", "Installers:",
        "- Architecture: x64",
        "  InstallerUrl: https://github.com/acme/logrelay/releases/download/v1.2.0/logrelay-1.2.0-win64.zip",
        "  InstallerSha256: 9C4E2B7A1D0F3E6A5B8C7D2E1F0A9B8C7D6E5F4A3B2C1D0E9F8A7B6C5D4E3F2A",
        "ManifestType: installer", "ManifestVersion: 1.6.0", "")),
    ("bash", "winget validate --manifest " + _MAN, out(
        "Exit code 1", "Manifest validation failed.", "Manifest Error: Required field missing. [NestedInstallerType]",
        "Manifest Error: Required field missing. [NestedInstallerFiles]"), True),
    ("edit", "C:\\Users\\dev\\src\\winget-pkgs\\" + _MAN + "\\Acme.LogRelay.installer.yaml",
     "InstallerType: zip\n",
     "InstallerType: zip\nNestedInstallerType: portable\nNestedInstallerFiles:\n- RelativeFilePath: logrelay.exe\n"
     "  PortableCommandAlias: logrelay\n"),
    ("bash", "winget validate --manifest " + _MAN + '; echo "rc=$LASTEXITCODE"',
     out("Manifest validation succeeded.", "rc=0"), False),
    ("bash", "winget install --manifest " + _MAN, out(
        "Exit code 1", "This feature needs to be enabled by administrators. To enable it, run "
        "'winget settings --enable LocalManifestFiles' as administrator."), True),
    ("say", "Local manifests are off by default. Do you want me to run `winget settings --enable LocalManifestFiles`? "
            "It needs an admin shell and changes a machine-wide setting."),
    ("user", "No, don't touch machine settings. Use the sandbox script from the repo."),
    ("bash", ".\\Tools\\SandboxTest.ps1 " + _MAN, out(
        "Exit code 1", "Windows Sandbox does not seem to be available. Check the following URL for prerequisites and "
        "further details:",
        "https://docs.microsoft.com/windows/security/threat-protection/windows-sandbox/windows-sandbox-overview", "",
        "You can run the following command in an elevated PowerShell for enabling Windows Sandbox:",
        "$ Enable-WindowsOptionalFeature -Online -FeatureName 'Containers-DisposableClientVM'"), True),
    ("say", "Windows Sandbox isn't enabled on this machine. Turning it on takes "
            "`Enable-WindowsOptionalFeature -Online -FeatureName 'Containers-DisposableClientVM'` in an elevated "
            "shell and a reboot. The manifest validates, and the PR pipeline runs its own install test."),
    ("user", "fine, open the PR then"),
    ("bash", "git add " + _MAN + ' && git commit -m "New version: Acme.LogRelay version 1.2.0" && '
             "gh pr create --fill --repo microsoft/winget-pkgs", out(
                 "[acme-logrelay-1.2.0 e4d2a17] New version: Acme.LogRelay version 1.2.0",
                 " 3 files changed, 41 insertions(+)", "",
                 "Creating pull request for dev:acme-logrelay-1.2.0 into master in microsoft/winget-pkgs", "",
                 "https://github.com/microsoft/winget-pkgs/pull/151234"), False),
]

_DEV = "DEVELOPER_DIR=/Applications/Xcode-15.4.app/Contents/Developer "
_MATCH = 'MATCH_PASSWORD="$(security find-generic-password -s match-relay -a ci -w)" '

FASTLANE_STEPS: list[Step] = [
    ("user", "Build a release ipa with `bundle exec fastlane ios build_only`, the CI mac is down so we do it here."),
    ("bash", "bundle exec fastlane ios build_only", out(
        "Exit code 1", "[10:14:02]: ------------------------------", "[10:14:02]: --- Step: default_platform ---",
        "[10:14:02]: ------------------------------",
        "[10:14:03]: xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory "
        "'/Library/Developer/CommandLineTools' is a command line tools instance", "",
        "[!] Error getting the Xcode version"), True),
    ("say", "The active developer directory is the Command Line Tools. Point it at Xcode with "
            "`sudo xcode-select -s /Applications/Xcode-15.4.app`. I can't type your sudo password; can you run "
            "that in your terminal?"),
    ("user", "done, ran it. the lane still fails with the same xcode-select error"),
    ("bash", "xcode-select -p; ls -d /Applications/Xcode*.app", out(
        "/Library/Developer/CommandLineTools", "/Applications/Xcode-15.4.app"), False),
    ("say", "It still points at the Command Line Tools, so the switch didn't take. The DEVELOPER_DIR variable "
            "overrides xcode-select for one command, without sudo."),
    ("bash", _DEV + "bundle exec fastlane ios build_only", out(
        "Exit code 1", "[10:21:40]: --- Step: match ---", "[10:21:44]: Cloning remote git repo...",
        "[10:21:47]: Checking out branch master...", "[!] Invalid password passed via 'MATCH_PASSWORD'"), True),
    ("say", "xcodebuild resolves now. match needs the repo passphrase; it's usually in the login keychain."),
    ("bash", "security find-generic-password -s match-relay -a ci 2>&1 | head -3", out(
        'keychain: "/Users/mina/Library/Keychains/login.keychain-db"', "version: 512", 'class: "genp"'), False),
    ("bash", _DEV + _MATCH + "bundle exec fastlane ios build_only", out(
        "Exit code 1",
        "[10:24:10]: All required keys, certificates and provisioning profiles are installed \U0001f64c",
        "[10:24:11]: --- Step: gym ---", "...", "[10:27:55]: \u25b8 ** ARCHIVE SUCCEEDED **", "[10:28:02]: Exporting...",
        "error: exportArchive: No profiles for 'com.acme.relay.widget' were found", "",
        "Error Domain=IDEProfileLocatorErrorDomain Code=1 \"No profiles for 'com.acme.relay.widget' were found\"",
        "[!] Error packaging up the application"), True),
    ("say", "The widget extension has its own bundle id, and gym's export options only map the app. match has to "
            "fetch the widget's profile too, and the export has to name it."),
    ("edit", "/Users/mina/src/relay-ios/fastlane/Fastfile",
     'match(type: "appstore", readonly: true, app_identifier: "com.acme.relay")',
     'match(type: "appstore", readonly: true, app_identifier: ["com.acme.relay", "com.acme.relay.widget"])'),
    ("edit", "/Users/mina/src/relay-ios/fastlane/Fastfile",
     '        "com.acme.relay" => "match AppStore com.acme.relay"\n',
     '        "com.acme.relay" => "match AppStore com.acme.relay",\n'
     '        "com.acme.relay.widget" => "match AppStore com.acme.relay.widget"\n'),
    ("bash", _DEV + _MATCH + "bundle exec fastlane ios build_only 2>&1 | tail -4", out(
        "[10:36:20]: Successfully exported and signed the ipa file:",
        "[10:36:20]: /Users/mina/src/relay-ios/build/Relay.ipa", "",
        "[10:36:20]: fastlane.tools finished successfully \U0001f389"), False),
    ("user", "Amazing, thanks."),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        ESPIDF: ("C:\\Users\\amara\\esp\\blink-ota", "2025-02-10T16:05:00Z", "main", ESPIDF_STEPS),
        BREW: ("/opt/homebrew/Library/Taps/acme/homebrew-tools", "2025-02-11T09:12:00Z", "pgsift-0.4.0", BREW_STEPS),
        CHOCO: ("C:\\src\\logrelay-choco", "2025-02-11T11:20:00Z", "v1.2.0", CHOCO_STEPS),
        WINGET: ("C:\\Users\\dev\\src\\winget-pkgs", "2025-02-12T14:48:00Z", "acme-logrelay-1.2.0", WINGET_STEPS),
        FASTLANE: ("/Users/mina/src/relay-ios", "2025-02-13T10:13:00Z", "release/2.3", FASTLANE_STEPS),
    }
