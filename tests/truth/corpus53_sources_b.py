"""Scripted sessions of corpus53, part two: EasyBuild 4.9 and Lmod on a Rocky 8 cluster (a Task, long outputs),
OpenSCAP's oscap with the CIS profile on RHEL 9 (a long output, tabs, a rejected tool use), Asterisk 20 PJSIP behind
NAT (in Korean), xcrun simctl on macOS zsh (tabs in a usage text), coremltools 7.2 on macOS zsh (ANSI colour, Python
tracebacks)."""
from __future__ import annotations

from tests.truth.corpus_makers import ESC, REJECTED

_E = ESC

# --------------------------------------------------- EasyBuild + Lmod (Rocky 8 cluster, a Task, long outputs)
_CFGS = "/apps/easybuild/4.9.1/easybuild/easyconfigs"
_DRY = [("M4", "M4-1.4.19.eb", "M4/1.4.19", "x"), ("Bison", "Bison-3.8.2.eb", "Bison/3.8.2", "x"),
        ("flex", "flex-2.6.4.eb", "flex/2.6.4", "x"), ("zlib", "zlib-1.2.13.eb", "zlib/1.2.13", "x"),
        ("binutils", "binutils-2.40.eb", "binutils/2.40", "x"),
        ("GCCcore", "GCCcore-12.3.0.eb", "GCCcore/12.3.0", "x"),
        ("zlib", "zlib-1.2.13-GCCcore-12.3.0.eb", "zlib/1.2.13-GCCcore-12.3.0", " "),
        ("binutils", "binutils-2.40-GCCcore-12.3.0.eb", "binutils/2.40-GCCcore-12.3.0", "x"),
        ("GCC", "GCC-12.3.0.eb", "GCC/12.3.0", "x"),
        ("numactl", "numactl-2.0.16-GCCcore-12.3.0.eb", "numactl/2.0.16-GCCcore-12.3.0", " "),
        ("XZ", "XZ-5.4.2-GCCcore-12.3.0.eb", "XZ/5.4.2-GCCcore-12.3.0", " "),
        ("libxml2", "libxml2-2.11.4-GCCcore-12.3.0.eb", "libxml2/2.11.4-GCCcore-12.3.0", " "),
        ("libpciaccess", "libpciaccess-0.17-GCCcore-12.3.0.eb", "libpciaccess/0.17-GCCcore-12.3.0", " "),
        ("hwloc", "hwloc-2.9.1-GCCcore-12.3.0.eb", "hwloc/2.9.1-GCCcore-12.3.0", " "),
        ("libevent", "libevent-2.1.12-GCCcore-12.3.0.eb", "libevent/2.1.12-GCCcore-12.3.0", " "),
        ("UCX", "UCX-1.14.1-GCCcore-12.3.0.eb", "UCX/1.14.1-GCCcore-12.3.0", " "),
        ("libfabric", "libfabric-1.18.0-GCCcore-12.3.0.eb", "libfabric/1.18.0-GCCcore-12.3.0", " "),
        ("PMIx", "PMIx-4.2.4-GCCcore-12.3.0.eb", "PMIx/4.2.4-GCCcore-12.3.0", " "),
        ("UCC", "UCC-1.2.0-GCCcore-12.3.0.eb", "UCC/1.2.0-GCCcore-12.3.0", " "),
        ("OpenMPI", "OpenMPI-4.1.5-GCC-12.3.0.eb", "OpenMPI/4.1.5-GCC-12.3.0", " "),
        ("gompi", "gompi-2023a.eb", "gompi/2023a", " "),
        ("Szip", "Szip-2.1.1-GCCcore-12.3.0.eb", "Szip/2.1.1-GCCcore-12.3.0", " "),
        ("HDF5", "HDF5-1.14.0-gompi-2023a.eb", "HDF5/1.14.0-gompi-2023a", " ")]
_DRY_OUT = ("== Temporary log file in case of crash /tmp/eb-3kq1v0m2/easybuild-7d1x2z9c.log\n"
            "Dry run: printing build status of easyconfigs and dependencies\n"
            f"CFGS={_CFGS}\n"
            + "\n".join(f" * [{mark}] $CFGS/{n[0].lower()}/{n}/{f} (module: {m})" for n, f, m, mark in _DRY)
            + "\n== Temporary log file(s) /tmp/eb-3kq1v0m2/easybuild-7d1x2z9c.log* have been removed.\n"
              "== Temporary directory /tmp/eb-3kq1v0m2 has been removed.")
_STEPS = ("fetching files", "creating build dir, resetting environment", "unpacking", "patching", "preparing",
          "configuring", "building", "testing", "installing", "taking care of extensions", "restore after iterating",
          "postprocessing", "sanity checking", "cleaning up", "creating module", "permissions", "packaging")


def _eb_build(mod: str, secs: str) -> str:
    return (f"== processing EasyBuild easyconfig {_CFGS}/{mod}\n== building and installing "
            f"{mod.split('/')[-1][:-3]}...\n"
            + "\n".join(f"== {s}..." for s in _STEPS) + f"\n== COMPLETED: Installation ended successfully (took "
                                                        f"{secs})")


_EB_FAIL = ("== Temporary log file in case of crash /tmp/eb-q8w1e2r3/easybuild-0a9s8d7f.log\n"
            "== resolving dependencies ...\n"
            + _eb_build("z/zlib/zlib-1.2.13-GCCcore-12.3.0.eb", "38 secs") + "\n"
            + _eb_build("n/numactl/numactl-2.0.16-GCCcore-12.3.0.eb", "51 secs") + "\n"
            + _eb_build("x/XZ/XZ-5.4.2-GCCcore-12.3.0.eb", "1 min 12 secs") + "\n"
            + _eb_build("l/libxml2/libxml2-2.11.4-GCCcore-12.3.0.eb", "2 mins 40 secs") + "\n"
            "== building and installing OpenMPI/4.1.5-GCC-12.3.0...\n== fetching files...\n"
            "== creating build dir, resetting environment...\n== unpacking...\n== patching...\n== preparing...\n"
            "== configuring...\n== building...\n"
            "== FAILED: Installation ended unsuccessfully (build directory: "
            "/home/ksato/.local/easybuild/build/OpenMPI/4.1.5/GCC-12.3.0): build failed (first 300 chars): cmd \" "
            "make -j 16 \" exited with exit code 2 and output:\nOSError: [Errno 122] Disk quota exceeded: "
            "'/home/ksato/.local/easybuild/build/OpenMPI/4.1.5/GCC-12.3.0/openmpi-4.1.5/ompi/mca/coll/han/"
            ".libs/coll_han_component.o' (took 6 mins 2 secs)\n"
            "== Results of the build can be found in the log file(s) "
            "/tmp/eb-q8w1e2r3/easybuild-OpenMPI-4.1.5-20240611.101544.log\n"
            "ERROR: Build of /apps/easybuild/4.9.1/easybuild/easyconfigs/o/OpenMPI/OpenMPI-4.1.5-GCC-12.3.0.eb failed "
            "(err: 'build failed (first 300 chars): cmd \" make -j 16 \" exited with exit code 2')")
_EB_OK = ("== Temporary log file in case of crash /scratch/ksato/eb-tmp/eb-m1n2b3v4/easybuild-5t6y7u8i.log\n"
          "== resolving dependencies ...\n"
          + "\n".join(_eb_build(f"{n[0].lower()}/{n}/{f}", t) for (n, f, _m, _x), t in zip(
              [d for d in _DRY if d[3] == " " and d[0] not in ("zlib", "numactl", "XZ", "libxml2")],
              ["1 min 3 secs", "4 mins 51 secs", "48 secs", "7 mins 12 secs", "5 mins 40 secs", "1 min 58 secs",
               "3 mins 2 secs", "18 mins 42 secs", "4 secs", "41 secs", "9 mins 3 secs"]))
          + "\n== Build succeeded for 11 out of 11\n"
            "== Temporary log file(s) /scratch/ksato/eb-tmp/eb-m1n2b3v4/easybuild-5t6y7u8i.log* have been removed.")

EASYBUILD = [
    ("user", "I need HDF5 1.14 built with the gompi/2023a toolchain in my home on the cluster login node (Rocky 8, "
             "Lmod). EasyBuild is available as a module. Install prefix should stay the default "
             "~/.local/easybuild."),
    ("bash", "module load EasyBuild/4.9.1 && eb --version",
     "This is EasyBuild 4.9.1 (framework: 4.9.1, easyblocks: 4.9.1) on host login01.", False),
    ("bash", "module load EasyBuild/4.9.1 && eb HDF5-1.14.0-gompi-2023a.eb",
     "Exit code 1\n== Temporary log file in case of crash /tmp/eb-8k2_1x3q/easybuild-4p0w7a.log\n"
     "ERROR: Missing modules for dependencies (use --robot?): gompi/2023a, Szip/2.1.1-GCCcore-12.3.0, "
     "zlib/1.2.13-GCCcore-12.3.0", True),
    ("bash", "module load EasyBuild/4.9.1 && eb HDF5-1.14.0-gompi-2023a.eb --robot --dry-run", _DRY_OUT, False),
    ("say", "The dry run marks what's already installed with `[x]` and what would be built with `[ ]`: 15 modules "
            "including OpenMPI. Starting the real build with `--robot`."),
    ("bash", "module load EasyBuild/4.9.1 && eb HDF5-1.14.0-gompi-2023a.eb --robot", "Exit code 1\n" + _EB_FAIL, True),
    ("task", "Check home and scratch quotas for EasyBuild",
     "The EasyBuild build of OpenMPI failed with `[Errno 122] Disk quota exceeded` under "
     "/home/ksato/.local/easybuild/build. Find out the quotas on /home and /scratch on this cluster (login01, Lustre "
     "/scratch), how much the EasyBuild directories use, and recommend EasyBuild options so builds don't hit the home "
     "quota. Don't start a build and don't delete anything.",
     "Quotas (`quota -s` for /home, `lfs quota -hu ksato /scratch`):\n"
     "- /home (NFS): 48.9G used of a 50G hard limit. `~/.local/easybuild/build` holds 6.1G of leftover build "
     "directories from the failed OpenMPI build; `~/.local/easybuild/sources` is 2.3G, `software` 1.4G.\n"
     "- /scratch (Lustre): 112G used of 10T, no inode pressure.\n\n"
     "Recommendation: keep the install prefix in home so the modules persist, but put the build and temporary "
     "directories on scratch: `--buildpath=/scratch/$USER/eb-build --tmpdir=/scratch/$USER/eb-tmp` (`/dev/shm` is only "
     "16G on the login nodes and shared). Remove the leftover `~/.local/easybuild/build/OpenMPI` (6.1G) first. Don't "
     "use scratch as the installpath: files untouched for 30 days are purged."),
    ("say", "The subagent found home at 48.9G of 50G, 6.1G of it the failed OpenMPI build dir. I'll clear that and "
            "build on scratch, keeping the install in home."),
    ("bash", "rm -rf ~/.local/easybuild/build/OpenMPI && mkdir -p /scratch/$USER/eb-build /scratch/$USER/eb-tmp && "
             "module load EasyBuild/4.9.1 && eb HDF5-1.14.0-gompi-2023a.eb --robot "
             "--buildpath=/scratch/$USER/eb-build --tmpdir=/scratch/$USER/eb-tmp", _EB_OK, False),
    ("bash", "module load HDF5/1.14.0-gompi-2023a && h5cc -showconfig | head -6",
     "Exit code 1\nLmod has detected the following error:  The following module(s) are unknown:\n"
     "\"HDF5/1.14.0-gompi-2023a\"\n\nPlease check the spelling or version number. Also try \"module spider ...\"\n"
     "It is also possible your cache file is out-of-date; it may help to try:\n"
     "  $ module --ignore_cache load \"HDF5/1.14.0-gompi-2023a\"\n\n"
     "Also make sure that all modulefiles written in TCL start with the string #%Module", True),
    ("say", "EasyBuild writes its modules to `~/.local/easybuild/modules/all`, which isn't on MODULEPATH. Each Bash "
            "call here starts a fresh shell, so `module use` has to be in the same command as the `module load`."),
    ("bash", "module use $HOME/.local/easybuild/modules/all && module load HDF5/1.14.0-gompi-2023a && "
             "h5cc -showconfig | sed -n '1,7p'",
     "\t    SUMMARY OF THE HDF5 CONFIGURATION\n\t    =================================\n\n"
     "General Information:\n-------------------\n                   HDF5 Version: 1.14.0\n"
     "                  Configured on: Tue Jun 11 10:58:31 CEST 2024", False),
    ("say", "HDF5 1.14.0 loads. Add `module use $HOME/.local/easybuild/modules/all` to your `~/.bashrc` so your "
            "interactive shells and job scripts see the modules."),
    ("user", "Great, works. I'll add it to my bashrc myself."),
]

# ------------------------------------------------ OpenSCAP (RHEL 9, a long output, tabs, a rejected tool use)
_DS = "/usr/share/xml/scap/ssg/content/ssg-rhel9-ds.xml"
_FAILS = ["Ensure /tmp Located On Separate Partition", "Ensure /var Located On Separate Partition",
          "Ensure /var/log Located On Separate Partition", "Ensure /var/log/audit Located On Separate Partition",
          "Ensure /var/tmp Located On Separate Partition", "Ensure /home Located On Separate Partition",
          "Add nodev Option to /dev/shm", "Add noexec Option to /dev/shm", "Disable Mounting of cramfs",
          "Disable Mounting of squashfs", "Disable Mounting of udf", "Disable the Automounter",
          "Ensure AIDE is installed", "Configure Periodic Execution of AIDE", "Set Boot Loader Password in grub2",
          "Restrict Core Dumps via sysctl", "Enable Randomized Layout of Virtual Address Space",
          "Modify the System Login Banner", "Ensure sudo only Logs to /var/log/sudo.log",
          "Ensure Only Users Logged In To Real tty Can Execute Sudo - sudo use_pty",
          "Disable SSH Root Login", "Set SSH Client Alive Count Max", "Set SSH Client Alive Interval",
          "Limit Users' SSH Access", "Disable SSH Support for .rhosts Files", "Set SSH MaxAuthTries",
          "Set SSH MaxSessions", "Enable SSH Warning Banner", "Ensure PAM Enforces Password Requirements - "
          "Minimum Length", "Set Password Maximum Age", "Set Account Expiration Following Inactivity",
          "Set Deny For Failed Password Attempts", "Set Lockout Time for Failed Password Attempts",
          "Ensure auditd Collects File Deletion Events by User", "Record Events that Modify the System's "
          "Discretionary Access Controls - chmod", "Ensure rsyslog Default File Permissions Configured",
          "Configure firewalld To Rate Limit Connections", "Disable IPv6 Router Advertisements"]
_OSCAP_OUT = (
    f"exit code 2\nWARNING: Datastream component 'scap_org.open-scap_cref_security-data-oval-v2-RHEL9-rhel-9."
    f"oval.xml.bz2' points out to the remote 'https://access.redhat.com/security/data/oval/v2/RHEL9/rhel-9.oval.xml."
    f"bz2'. Use '--fetch-remote-resources' option to download it.\nWARNING: Skipping 'https://access.redhat.com/"
    f"security/data/oval/v2/RHEL9/rhel-9.oval.xml.bz2' file which is referenced from datastream\n"
    f"--- Starting Evaluation ---\n\n     98 Result\tfail\n      1 Result\tnotchecked\n     27 Result\tnotapplicable\n"
    f"    186 Result\tpass\n" + "\n".join(f"Title\t{t}" for t in _FAILS))

OPENSCAP = [
    ("user", "Need a CIS Level 1 (server) scan of this RHEL 9 box with OpenSCAP, an HTML report, and a list of the "
             "failing rules. Don't change anything on the system."),
    ("bash", "sudo dnf -y install openscap-scanner scap-security-guide >/dev/null && rpm -q openscap-scanner "
             "scap-security-guide",
     "openscap-scanner-1.3.10-2.el9_3.x86_64\nscap-security-guide-0.1.72-1.el9_3.noarch", False),
    ("bash", f"sudo oscap xccdf eval --profile cis_level1 --results results.xml --report report.html {_DS}",
     f"Exit code 1\nNo profile matching suffix \"cis_level1\" was found. Get available profiles using:\n"
     f"$ oscap info \"{_DS}\"", True),
    ("bash", f"oscap info --profiles {_DS} | grep -i cis",
     "xccdf_org.ssgproject.content_profile_cis:CIS Red Hat Enterprise Linux 9 Benchmark for Level 2 - Server\n"
     "xccdf_org.ssgproject.content_profile_cis_server_l1:CIS Red Hat Enterprise Linux 9 Benchmark for Level 1 - "
     "Server\n"
     "xccdf_org.ssgproject.content_profile_cis_workstation_l1:CIS Red Hat Enterprise Linux 9 Benchmark for Level 1 - "
     "Workstation\n"
     "xccdf_org.ssgproject.content_profile_cis_workstation_l2:CIS Red Hat Enterprise Linux 9 Benchmark for Level 2 - "
     "Workstation", False),
    ("say", "The Level 1 server profile is `cis_server_l1` (plain `cis` is Level 2). Running the scan with it; the "
            "output goes to eval.log and I summarise it."),
    ("bash", f"sudo oscap xccdf eval --profile cis_server_l1 --results results.xml --report report.html {_DS} "
             "> eval.log 2>&1; echo \"exit code $?\"; grep WARNING eval.log; grep -m1 Starting eval.log; echo; "
             "grep '^Result' eval.log | sort | uniq -c; grep -B4 -P '^Result\\tfail' eval.log | grep '^Title'",
     _OSCAP_OUT, False),
    ("say", "The scan completed: `exit code 2` is oscap's code for \"evaluation ran, at least one rule failed\", not "
            "a crash (1 would be an error). 98 rules fail, 186 pass, report.html is written. One rule is "
            "`notchecked`: `security_patches_up_to_date` needs Red Hat's remote OVAL feed (see the WARNING). Let me "
            "evaluate just that rule."),
    ("bash", "sudo oscap xccdf eval --profile cis_server_l1 --rule "
             "xccdf_org.ssgproject.content_rule_security_patches_up_to_date --results patches.xml "
             f"{_DS} 2>&1 | tail -7",
     "WARNING: Datastream component 'scap_org.open-scap_cref_security-data-oval-v2-RHEL9-rhel-9.oval.xml.bz2' points "
     "out to the remote 'https://access.redhat.com/security/data/oval/v2/RHEL9/rhel-9.oval.xml.bz2'. Use "
     "'--fetch-remote-resources' option to download it.\nWARNING: Skipping 'https://access.redhat.com/security/data/"
     "oval/v2/RHEL9/rhel-9.oval.xml.bz2' file which is referenced from datastream\n--- Starting Evaluation ---\n\n"
     "Title\tEnsure Software Patches Installed\nRule\txccdf_org.ssgproject.content_rule_security_patches_up_to_date\n"
     "Result\tnotchecked", False),
    ("say", "Still `notchecked` – I ran it the same way again. It needs `--fetch-remote-resources`, and this host "
            "only reaches the internet through the proxy, which I haven't checked. I'll list it as not evaluated in "
            "the summary; it can be re-run with that option once proxy access to access.redhat.com is confirmed."),
    ("user", "Fine. Can you fix the easy ones, like the SSH settings?"),
    ("bash", "sudo oscap xccdf eval --remediate --profile cis_server_l1 --rule "
             "xccdf_org.ssgproject.content_rule_sshd_disable_root_login --rule "
             f"xccdf_org.ssgproject.content_rule_sshd_set_max_auth_tries {_DS}", REJECTED, True),
    ("user", "No, not with --remediate on this box, it's prod – changes here go through change control. Generate a "
             "script I can review and attach to the CAB ticket instead."),
    ("bash", "oscap xccdf generate fix --fix-type bash --result-id "
             "xccdf_org.open-scap_testresult_xccdf_org.ssgproject.content_profile_cis_server_l1 results.xml "
             "> remediate-cis-l1.sh; echo \"exit code $?\"; wc -l remediate-cis-l1.sh; "
             "grep -c '^# BEGIN fix' remediate-cis-l1.sh",
     "exit code 0\n6412 remediate-cis-l1.sh\n98", False),
    ("say", "`remediate-cis-l1.sh` has one fix block per failed rule (98), generated from the scan results, nothing "
            "applied. report.html and results.xml are next to it."),
    ("user", "good, that's what I'll send to CAB."),
]

# ---------------------------------------------------------------------------- Asterisk 20 PJSIP (in Korean)
_EPS_HEAD = """
 Endpoint:  <Endpoint/CID.....................................>  <State.....>  <Channels.>
    I/OAuth:  <AuthId/UserName...........................................................>
        Aor:  <Aor............................................>  <MaxContact>
      Contact:  <Aor/ContactUri..........................> <Hash....> <Status> <RTT(ms)..>
  Transport:  <TransportId........>  <Type>  <cos>  <tos>  <BindAddress..................>
   Identify:  <Identify/Endpoint.........................................................>
        Match:  <criteria.........................>
    Channel:  <ChannelId......................................>  <State.....>  <Time.....>
        Exten: <DialedExten...........>  CLCID: <ConnectedLineCID.......>
=========================================================================================="""

ASTERISK = [
    ("user", "사무실 아스터리스크 20에서 내선 1001 전화기가 등록이 안 되고, 등록된 다른 전화기들은 외부랑 통화하면 한쪽만 "
             "들려요(상대방이 우리 목소리를 못 들음). 서버(192.168.1.10)는 공유기 뒤에 있고 공인 IP는 203.0.113.45예요."),
    ("bash", "sudo asterisk -rx \"pjsip show endpoints\"",
     _EPS_HEAD + "\n\n Endpoint:  1002                                                 Not in use    0 of inf\n"
     "     InAuth:  1002-auth/1002\n        Aor:  1002                                               1\n"
     "      Contact:  1002/sip:1002@192.168.1.52:5060          3c9a1e5f2b Avail        12.408\n\n"
     " Endpoint:  1003                                                 Not in use    0 of inf\n"
     "     InAuth:  1003-auth/1003\n        Aor:  1003                                               1\n"
     "      Contact:  1003/sip:1003@192.168.1.53:5060          77d0b1c2e4 Avail        11.730\n\n"
     " Endpoint:  kt-trunk                                             Not in use    0 of inf\n"
     "    OutAuth:  kt-auth/07012345678\n        Aor:  kt-trunk                                           0\n\n"
     "Objects found: 3", False),
    ("bash", "sudo grep -n -A3 '^\\[1001\\]' /etc/asterisk/pjsip.conf && "
             "sudo grep -i 'could not' /var/log/asterisk/messages | tail -2",
     "40:[1001]\n41-type = endpiont\n42-context = office\n43-disallow = all\n"
     "[2025-03-06 09:02:11] ERROR[1142] res_sorcery_config.c: Could not create an object of type 'endpiont' with id "
     "'1001' from configuration file 'pjsip.conf'\n"
     "[2025-03-06 09:02:11] ERROR[1142] res_sorcery_config.c: Could not create an object of type 'endpiont' with id "
     "'1001' from configuration file 'pjsip.conf'", False),
    ("say", "`type = endpiont` 오타 때문에 1001 엔드포인트가 아예 만들어지지 않았어요(로그에 `Could not create an object "
            "of type 'endpiont'`). 고칠게요."),
    ("edit", "/etc/asterisk/pjsip.conf", "[1001]\ntype = endpiont\n", "[1001]\ntype = endpoint\n"),
    ("bash", "sudo asterisk -rx \"module reload res_pjsip.so\" && sleep 5 && "
             "sudo asterisk -rx \"pjsip show endpoint 1001\" | grep -E ' Endpoint:|Contact:'",
     "Module 'res_pjsip.so' reloaded successfully.\n"
     " Endpoint:  1001                                                 Not in use    0 of inf\n"
     "      Contact:  1001/sip:1001@192.168.1.51:5060          8d2f7c0a11 Avail        10.912", False),
    ("say", "1001이 등록됐어요. 이제 한쪽 통화 문제를 볼게요. 1001 전화기의 SIP 메시지만 보이게 로거를 켤게요."),
    ("bash", "sudo asterisk -rx \"pjsip set logger host 192.168.1.51\"",
     "PJSIP Logging enabled for host: 192.168.1.51", False),
    ("bash", "sudo ufw status | grep -E '5060|10000'", "5060/udp                   ALLOW       Anywhere", False),
    ("say", "방화벽에 SIP(5060)만 열려 있고 RTP 포트 범위(rtp.conf의 10000-20000)가 안 열려 있어요. 열어볼게요."),
    ("bash", "sudo ufw allow 10000:20000/udp && sudo ufw status | grep 10000",
     "Rule added\nRule added (v6)\n10000:20000/udp            ALLOW       Anywhere\n"
     "10000:20000/udp (v6)       ALLOW       Anywhere (v6)", False),
    ("say", "RTP 포트(10000-20000/udp)를 열었어요. 외부로 한 번 걸어봐 주세요."),
    ("user", "아니, 여전히 한쪽만 들려. 상대방이 우리 목소리를 못 들어."),
    ("bash", "sudo asterisk -rx \"pjsip show transport transport-udp\" | grep -E 'external|local_net|bind'",
     " bind                      : 0.0.0.0:5060\n external_media_address    : \n"
     " external_signaling_address : \n external_signaling_port   : 0\n local_net                 : ", False),
    ("say", "트랜스포트에 external_media_address / external_signaling_address / local_net이 비어 있어서, 외부로 나가는 "
            "SDP에 사설 IP 192.168.1.10이 들어가고 있어요. 그래서 상대편이 RTP를 우리 쪽으로 못 보내요. 채워 넣을게요."),
    ("edit", "/etc/asterisk/pjsip.conf",
     "[transport-udp]\ntype = transport\nprotocol = udp\nbind = 0.0.0.0:5060\n",
     "[transport-udp]\ntype = transport\nprotocol = udp\nbind = 0.0.0.0:5060\n"
     "external_media_address = 203.0.113.45\nexternal_signaling_address = 203.0.113.45\n"
     "local_net = 192.168.1.0/24\n"),
    ("bash", "sudo asterisk -rx \"module reload res_pjsip.so\" && sleep 2 && sudo tail -2 /var/log/asterisk/messages",
     "Module 'res_pjsip.so' reloaded successfully.\n"
     "[2025-03-06 09:31:48] WARNING[1142] config_transport.c: Transport 'transport-udp' is not reloadable, "
     "maintaining previous values\n"
     "[2025-03-06 09:31:48] NOTICE[1142] sorcery.c: Finished loading the configuration for res_pjsip", False),
    ("say", "트랜스포트 설정은 reload로는 적용되지 않아요(`is not reloadable, maintaining previous values`). 아스터리스크를 "
            "재시작해야 해요. 먼저 진행 중인 통화가 있는지 볼게요."),
    ("bash", "sudo asterisk -rx \"core show channels count\"",
     "0 active channels\n0 active calls\n1482 calls processed", False),
    ("bash", "sudo systemctl restart asterisk && sleep 5 && "
             "sudo asterisk -rx \"pjsip show transport transport-udp\" | grep -E 'external_media|local_net'",
     " external_media_address    : 203.0.113.45\n local_net                 : 192.168.1.0/24", False),
    ("say", "재시작 후 외부 주소가 적용됐어요. 다시 외부로 걸어봐 주세요."),
    ("user", "이제 양쪽 다 잘 들려요! 고마워요."),
    ("user", "하나 더, KT 트렁크가 가끔 등록이 풀려요. 로그에 403이 찍혀 있던데."),
    ("bash", "sudo grep -i 'kt-trunk\\|kt.example.net' /var/log/asterisk/messages | tail -3",
     "[2025-03-05 23:14:07] WARNING[1201] res_pjsip_outbound_registration.c: Fatal response '403' received from "
     "'sip:kt.example.net' on registration attempt to 'sip:07012345678@kt.example.net', stopping outbound "
     "registration\n"
     "[2025-03-06 09:31:54] NOTICE[1310] res_pjsip_outbound_registration.c: Registration to "
     "'sip:kt.example.net' with client 'sip:07012345678@kt.example.net' is successful", False),
    ("say", "KT 쪽에서 가끔 403을 돌려주는데, 기본값(`auth_rejection_permanent = yes`)에서는 403을 한 번 받으면 아스터리스크가 "
            "등록을 영구히 멈춰요. 재시작 전까지 트렁크가 끊겨 있던 이유예요. 재시도하도록 바꿀게요."),
    ("edit", "/etc/asterisk/pjsip.conf",
     "[kt-reg]\ntype = registration\ntransport = transport-udp\noutbound_auth = kt-auth\n",
     "[kt-reg]\ntype = registration\ntransport = transport-udp\noutbound_auth = kt-auth\n"
     "auth_rejection_permanent = no\nretry_interval = 60\nforbidden_retry_interval = 300\n"),
    ("say", "`auth_rejection_permanent = no`와 `forbidden_retry_interval = 300`을 넣었어요. 다음 `module reload "
            "res_pjsip.so`(등록 설정은 reload 가능) 때 적용되고, 그 뒤로는 403을 받아도 5분 뒤 다시 등록을 시도해요."),
    ("user", "내선 통화는 됐어. 트렁크는 다음에 또 403 나면 그때 볼게."),
]

# ------------------------------------------------------------ xcrun simctl (macOS zsh, tabs in a usage text)
_DEV = "6A1F2C3D-8B4E-4F10-9C2A-7D3E5B1A0C44"
SIMCTL = [
    ("user", "I want to test push notifications and the location-permission flow of our Tasks app in the simulator "
             "from the command line, then run the UI tests. Xcode 15.4, the app is built to build/Tasks.app."),
    ("bash", "xcrun simctl push booted com.acme.Tasks Payloads/reminder.apns",
     "Exit code 149\nNo devices are booted.", True),
    ("bash", "xcrun simctl list devices available | grep -E -- '-- iOS|iPhone 15 \\('",
     f"-- iOS 17.5 --\n    iPhone 15 ({_DEV}) (Shutdown)", False),
    ("bash", "xcrun simctl boot \"iPhone 15\" && open -a Simulator && xcrun simctl install booted build/Tasks.app && "
             "xcrun simctl privacy booted grant location com.acme.Tasks && xcrun simctl launch booted com.acme.Tasks",
     "com.acme.Tasks: 48213", False),
    ("bash", "xcrun simctl push booted com.acme.Tasks Payloads/reminder.apns",
     "Notification sent to 'com.acme.Tasks'", False),
    ("bash", "xcrun simctl privacy booted grant notifications com.acme.Tasks",
     "Exit code 64\nUnrecognized service: notifications\n"
     "Usage: simctl privacy <device> <action> <service> [<bundle identifier>]\n\n\taction\n"
     "\t\tgrant - Grant access without prompting. Requires bundle identifier.\n"
     "\t\trevoke - Revoke access, denying all use of the service. Requires bundle identifier.\n"
     "\t\treset - Reset access, prompting on next use. Bundle identifier optional.\n\n\tservice\n"
     "\t\tall - Apply the action to all services.\n\t\tcalendar - Allow access to calendar.\n"
     "\t\tcontacts-limited - Allow access to basic contact info.\n\t\tcontacts - Allow access to full contact "
     "details.\n\t\tlocation - Allow access to location services when app is in use.\n"
     "\t\tlocation-always - Allow access to location services at all times.\n"
     "\t\tphotos-add - Allow adding photos to the photo library.\n\t\tphotos - Allow full access to the photo "
     "library.\n\t\tmedia-library - Allow access to the media library.\n\t\tmicrophone - Allow access to audio input.\n"
     "\t\tmotion - Allow access to motion and fitness data.\n\t\treminders - Allow access to reminders.\n"
     "\t\tsiri - Allow use of the app with Siri.", True),
    ("say", "`simctl privacy` has no notifications service, so the permission can't be granted this way. Options: "
            "tap Allow once in the simulator (it sticks until the device is erased), or use Wix's applesimutils, "
            "which can set it: `brew tap wix/brew && brew install applesimutils`, then `applesimutils --booted "
            "--bundle com.acme.Tasks --setPermissions notifications=YES`."),
    ("user", "I'll just tap Allow for now. Let's reset the simulators so the UI tests start clean."),
    ("bash", "xcrun simctl erase all",
     "Exit code 149\nAn error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, "
     "code=405):\nUnable to erase contents and settings in current state: Booted", True),
    ("bash", "xcrun simctl shutdown all && xcrun simctl erase all && echo erased", "erased", False),
    ("bash", "xcodebuild test -scheme Tasks -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.0' "
             "-only-testing:TasksUITests 2>&1 | tail -9",
     "xcodebuild: error: Unable to find a destination matching the provided destination specifier:\n"
     "\t\t{ platform:iOS Simulator, OS:17.0, name:iPhone 15 }\n\n"
     "\tThe requested device could not be found because no available devices matched the request.\n\n"
     "\tAvailable destinations for the \"Tasks\" scheme:\n"
     "\t\t{ platform:macOS, arch:arm64, variant:Designed for [iPad,iPhone], id:00008112-001A2C3E0E91401E }\n"
     f"\t\t{{ platform:iOS Simulator, id:{_DEV}, OS:17.5, name:iPhone 15 }}\n"
     "\t\t{ platform:iOS Simulator, id:0B9E7D41-2C3A-4E5F-8A6B-1C2D3E4F5A6B, OS:17.5, name:iPhone 15 Pro }", False),
    ("say", "Only the iOS 17.5 runtime is installed, so `OS=17.0` matches nothing. The destination should be "
            "`platform=iOS Simulator,name=iPhone 15,OS=17.5`."),
    ("bash", "xcrun simctl list devices 'iOS 17.5' | grep 'iPhone 15 ('", f"    iPhone 15 ({_DEV}) (Shutdown)", False),
    ("say", "iPhone 15 on iOS 17.5 exists, so `-destination 'platform=iOS Simulator,name=iPhone 15,OS=17.5'` will "
            "resolve. The UI test run takes about six minutes – want me to start it now?"),
    ("user", "Later. First: after the erase, launching the app shows the location prompt again. I thought we granted "
             "that?"),
    ("bash", "xcrun simctl boot \"iPhone 15\" && xcrun simctl install booted build/Tasks.app && "
             "xcrun simctl launch booted com.acme.Tasks && sleep 3 && "
             "xcrun simctl io booted screenshot /tmp/after-erase.png",
     "com.acme.Tasks: 51102\nDetected file type 'PNG' from extension\nWrote screenshot to: /tmp/after-erase.png",
     False),
    ("tool", "Read", {"file_path": "/tmp/after-erase.png"}, "[image]", False),
    ("say", "Yes – the screenshot shows the \"Allow “Tasks” to use your location?\" alert again. We granted location "
            "before `erase all`, and erasing wipes every privacy decision along with the app."),
    ("user", "ok, I'll put that in the test setup script later. For the App Store screenshots, can you make the "
             "status bar look clean?"),
    ("bash", "xcrun simctl status_bar booted override --time 9:41 --dataNetwork wifi --wifiMode active --wifiBars 3 "
             "--cellularMode active --cellularBars 4 --batteryState charged --batteryLevel 100 && "
             "xcrun simctl io booted screenshot Screens/home-6.1.png",
     "Detected file type 'PNG' from extension\nWrote screenshot to: Screens/home-6.1.png", False),
    ("user", "Nice, that's clean – 9:41 and full battery. That's what marketing wants."),
]

# ------------------------------------------------- coremltools (macOS zsh, ANSI colour, Python tracebacks)
_WARN = (f"{_E}[33mWARNING:coremltools:Torch version 2.3.0 has not been tested with coremltools. You may run into "
         f"unexpected errors. Torch 2.2.0 is the most recent version that has been tested.{_E}[0m")
_PIPE = ("Converting PyTorch Frontend ==> MIL Ops: 100%|{b}| 212/213 [00:00<00:00, {r1} ops/s]\n"
         "Running MIL frontend_pytorch pipeline: 100%|{b}| 5/5 [00:00<00:00, {r2} passes/s]\n"
         "Running MIL default pipeline: 100%|{b}| 79/79 [00:01<00:00, {r3} passes/s]\n"
         "Running MIL backend_mlprogram pipeline: 100%|{b}| 12/12 [00:00<00:00, {r4} passes/s]")
_BAR = "██████████"

COREML = [
    ("user", "Convert our PyTorch MobileNetV3 leaf classifier (checkpoints/leafnet.pt is a state_dict, the model "
             "class is leafnet.model.LeafNet) to Core ML for the iOS app. coremltools 7.2, torch 2.3. "
             "convert.py is a first draft."),
    ("bash", "python convert.py",
     "Exit code 1\n" + _WARN + "\nTraceback (most recent call last):\n"
     "  File \"/Users/yuki/ml/leafnet/convert.py\", line 14, in <module>\n"
     "    mlmodel = ct.convert(model, inputs=[ct.ImageType(name=\"image\", shape=(1, 3, 224, 224), scale=1/255.0)],\n"
     "  File \"/Users/yuki/ml/leafnet/.venv/lib/python3.11/site-packages/coremltools/converters/_converters_entry.py\","
     " "
     "line 583, in convert\n    mlmodel = mil_convert(\n"
     "  File \"/Users/yuki/ml/leafnet/.venv/lib/python3.11/site-packages/coremltools/converters/mil/frontend/torch/"
     "load.py\", line 48, in load\n    raise ValueError(\n"
     f"{_E}[31mValueError{_E}[0m: @model must either be a TorchScript object (or .pt or .pth file) or an "
     "ExportedProgram object (if using torch.export based API), received: <class 'leafnet.model.LeafNet'>", True),
    ("say", "coremltools 7 doesn't take an `nn.Module`; it needs a TorchScript trace (or a torch.export program). "
            "I'll trace the model in eval mode with a dummy input first."),
    ("edit", "/Users/yuki/ml/leafnet/convert.py",
     "mlmodel = ct.convert(model, inputs=",
     "traced = torch.jit.trace(model.eval(), torch.rand(1, 3, 224, 224))\nmlmodel = ct.convert(traced, inputs="),
    ("bash", "python convert.py",
     "Exit code 1\n" + _WARN + "\n" + _PIPE.format(b=_BAR, r1="1502.88", r2="212.41", r3="58.06", r4="301.77")
     + "\nTraceback (most recent call last):\n  File \"/Users/yuki/ml/leafnet/convert.py\", line 20, in <module>\n"
     "    mlmodel.save(\"LeafNet.mlmodel\")\n"
     "  File \"/Users/yuki/ml/leafnet/.venv/lib/python3.11/site-packages/coremltools/models/model.py\", line 528, "
     "in save\n    raise Exception(\n"
     f"{_E}[31mException{_E}[0m: For an ML Program, extension must be .mlpackage (not .mlmodel). Please see "
     "https://coremltools.readme.io/docs/unified-conversion-api#target-conversion-formats to see the difference "
     "between neuralnetwork and mlprogram model types.", True),
    ("say", "The conversion itself now runs through all MIL passes. coremltools 7 produces an ML Program by default, "
            "and those are saved as a `.mlpackage` directory, not a `.mlmodel` file."),
    ("edit", "/Users/yuki/ml/leafnet/convert.py", "mlmodel.save(\"LeafNet.mlmodel\")",
     "mlmodel.save(\"LeafNet.mlpackage\")"),
    ("bash", "python convert.py && ls -d LeafNet.mlpackage",
     _WARN + "\n" + _PIPE.format(b=_BAR, r1="1488.10", r2="208.95", r3="61.32", r4="297.40") + "\nLeafNet.mlpackage",
     False),
    ("bash", "xcrun coremlcompiler compile LeafNet.mlpackage build/ && ls build",
     "build/LeafNet.mlmodelc/coremldata.bin\nLeafNet.mlmodelc", False),
    ("say", "`LeafNet.mlpackage` is saved and compiles to `build/LeafNet.mlmodelc` with Xcode's compiler, which is "
            "what the app bundle ships (Xcode does this step itself when you add the .mlpackage to the target)."),
    ("user", "Can you also sanity-check predictions against PyTorch on the images in samples/?"),
    ("write", "/Users/yuki/ml/leafnet/predict_check.py",
     "import glob\n\nimport coremltools as ct\nimport numpy as np\nimport torch\nfrom PIL import Image\n\n"
     "from leafnet.model import LeafNet\n\nmodel = LeafNet()\nmodel.load_state_dict(torch.load(\"checkpoints/leafnet.pt"
     "\"))"
     "\nmodel.eval()\nml = ct.models.MLModel(\"LeafNet.mlpackage\", compute_units=ct.ComputeUnit.CPU_ONLY)\n\n"
     "for p in sorted(glob.glob(\"samples/*.png\")):\n    img = Image.open(p).resize((224, 224))\n"
     "    x = torch.from_numpy(np.asarray(img, dtype=np.float32) / 255.0).permute(2, 0, 1)[None]\n"
     "    pt = model(x).argmax().item()\n    cm = int(np.argmax(ml.predict({\"image\": img})[\"var_912\"]))\n"
     "    print(p, pt, cm, \"ok\" if pt == cm else \"MISMATCH\")\n"),
    ("bash", "python predict_check.py",
     "Exit code 1\n" + _WARN + "\nTraceback (most recent call last):\n"
     "  File \"/Users/yuki/ml/leafnet/predict_check.py\", line 18, in <module>\n"
     "    pt = model(x).argmax().item()\n"
     "  File \"/Users/yuki/ml/leafnet/.venv/lib/python3.11/site-packages/torch/nn/modules/conv.py\", line 456, in "
     "_conv_forward\n    return F.conv2d(input, weight, bias, self.stride,\n"
     f"{_E}[31mRuntimeError{_E}[0m: Given groups=1, weight of size [16, 3, 3, 3], expected input[1, 4, 224, 224] to "
     "have 3 channels, but got 4 channels instead", True),
    ("say", "The sample PNGs have an alpha channel (RGBA, 4 channels); the model expects RGB. Converting each image "
            "to RGB when it's opened fixes both the PyTorch and the Core ML side."),
    ("edit", "/Users/yuki/ml/leafnet/predict_check.py", "    img = Image.open(p).resize((224, 224))",
     "    img = Image.open(p).convert(\"RGB\").resize((224, 224))"),
    ("user", "perfect, Xcode picks up the mlpackage and generates the LeafNet class. I'll do the comparison "
             "tomorrow, need to go."),
]

SOURCES = {
    "easybuild-hdf5": ("/home/ksato", "2024-06-11T08:40:00Z", "", EASYBUILD),
    "openscap-cis": ("/home/ec2-user/scap", "2024-04-22T12:10:00Z", "", OPENSCAP),
    "asterisk-pjsip-nat": ("/etc/asterisk", "2025-03-06T00:05:00Z", "", ASTERISK),
    "simctl-push": ("/Users/jdoe/dev/tasks-ios", "2024-08-19T15:00:00Z", "feature/push", SIMCTL),
    "coreml-leafnet": ("/Users/yuki/ml/leafnet", "2024-06-27T06:30:00Z", "main", COREML),
}
