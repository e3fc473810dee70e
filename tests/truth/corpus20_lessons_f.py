"""Labelled lessons of corpus20, part F: the Snakemake 8 on Slurm (subagent, Korean closing), MicroPython/mpremote
and restic-to-B2 sessions. Every label was written from the session text (corpus20_sources_d.py) before anything
judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus20_common import gotcha, knowledge
from tests.truth.corpus20_sources_d import MICROPYTHON, RESTIC, SNAKEMAKE

_REPO = "s3:s3.eu-central-003.backblazeb2.com/bart-photos-backup"

SNAKEMAKE_LESSONS = [
    gotcha("sm-01", SNAKEMAKE, (
        "Snakemake 8 rejects a v7 `cluster:` profile: use the slurm executor plugin",
        "`snakemake -n --profile profiles/slurm` exits 2 on unrecognized arguments from the profile.",
        "Keeping `cluster`, `cluster-status`, `use-singularity` and `singularity-args` in a profile after upgrading "
        "to Snakemake 8.",
        "Snakemake 8 moved cluster submission into executor plugins and renamed the container options.",
        "`pip install snakemake-executor-plugin-slurm` and rewrite the profile: `executor: slurm`, "
        "`software-deployment-method: apptainer`, `apptainer-args`, slurm resources under `default-resources`."),
        "`snakemake -n --profile profiles/slurm` → `snakemake: error: unrecognized arguments: --cluster=sbatch "
        "--partition={resources.partition}` … (Snakemake 8.20.5). After installing snakemake-executor-plugin-slurm "
        "0.11.2 and rewriting profiles/slurm/config.yaml (`executor: slurm`, `software-deployment-method: "
        "apptainer`), the dry run listed `total               51` jobs.",
        label="shown", cls="edit_then_pass", category="build_config",
        why="The dry run fails on the old keys; after the plugin install and the profile Write the same dry run "
            "builds the DAG, and the real run later submits through the plugin.",
        phrasing="code span, arrow, ellipsis, outcome claim",
        steps={"failure": "unrecognized arguments: --cluster=sbatch", "fix": 'slurm_partition: "standard"'}),
    gotcha("sm-02", SNAKEMAKE, (
        "STAR jobs on Slurm die OUT_OF_MEMORY with Snakemake's default mem_mb",
        "star_align fails with SLURM status OUT_OF_MEMORY.",
        "Submitting STAR alignment with the profile's 4000 MB default memory.",
        "STAR loads the whole genome index, about 32 GB for human, into memory.",
        "Give the rule its own resources in the profile (`set-resources:` → `star_align:` → `mem_mb: 40000`, "
        "`cpus_per_task: 8`) and re-run with `--rerun-incomplete`."),
        "```\nError in rule star_align:\n    message: SLURM-job '4410931' failed, SLURM status is: 'OUT_OF_MEMORY'.\n"
        "```\nWith `set-resources:` / `star_align:` / `mem_mb: 40000` in the profile, `snakemake --profile "
        "profiles/slurm --rerun-incomplete` → `Finished job 19.` … `27 of 27 steps (100%) done`.",
        label="shown", cls="edit_then_pass", category="performance",
        why="The run fails on memory; after the profile Edit the re-run finishes every step, and later the person "
            "says the 40G change ran fine.",
        phrasing="fenced block, code span, arrow, ellipsis",
        steps={"failure": "SLURM status is: 'OUT_OF_MEMORY'", "fix": "set-resources:\n  star_align:\n    mem_mb: 40000"}),
    gotcha("sm-03", SNAKEMAKE, (
        "MultiQC 리포트에 STAR 섹션을 넣으려면 STAR 로그 폴더도 스캔해야 함",
        "multiqc 리포트에 STAR 섹션이 없음.",
        "multiqc 규칙이 results/fastqc와 results/counts만 스캔하게 둠.",
        "STAR의 Log.final.out 파일은 results/star/<sample>/에 있어서 multiqc가 찾지 못함.",
        "multiqc 입력에 `expand(\"results/star/{s}/Log.final.out\", s=SAMPLES)`를 넣고 shell 명령에 `results/star`를 "
        "덧붙인 뒤 다시 실행."),
        "`grep -n -A6 '^rule multiqc' Snakefile` → `94-    shell: \"multiqc -f -o results/multiqc results/fastqc "
        "results/counts\"`; Snakefile 수정: `multiqc -f -o results/multiqc results/fastqc results/counts "
        "results/star`.",
        label="not_shown", cls="korean_other", category="project_convention",
        why="After the two Snakefile Edits nothing re-runs multiqc; the person's Korean 됐어 right after is about the "
            "STAR memory change, not the report.",
        phrasing="Korean, code span, nested quotes, arrow",
        steps={"failure": "STAR 섹션이 없어", "fix": "STAR 메모리 40G로 올린 거 잘 돌아갔어"}),
    knowledge("sm-04", SNAKEMAKE, (
        "Snakemake 8 profile keys for Apptainer: software-deployment-method and apptainer-args",
        "Migrating a Snakemake 7 profile that used `use-singularity` and `singularity-args`.",
        "Replace them with `software-deployment-method: apptainer` (CLI `--sdm apptainer`) and `apptainer-args:`; "
        "per-rule slurm resources go under `set-resources:`.",
        "The old keys are rejected as unrecognized arguments by Snakemake 8."),
        "Subagent report: `use-singularity: true` → `software-deployment-method: apptainer` (CLI: `--sdm "
        "apptainer`); `singularity-args:` → `apptainer-args:`.",
        cls="knowledge", category="build_config", scope="global",
        why="Quoted from the Task (subagent) reply, and the profile written from it passes the dry run.",
        phrasing="code span, arrow, subagent citation", steps={"evidence": "--sdm apptainer"}),
    knowledge("sm-05", SNAKEMAKE, (
        "The Snakemake slurm executor writes one log per job under .snakemake/slurm_logs",
        "A Slurm job of a Snakemake rule failed and the error details are needed.",
        "Open `.snakemake/slurm_logs/rule_<rule>/<wildcards>/<jobid>.log`, the path Snakemake prints for each "
        "submitted or failed job.",
        "The error message only carries the Slurm state; the per-job log holds the tool's output."),
        "`log: /scratch/hkim/rnaseq-pipe/.snakemake/slurm_logs/rule_star_align/S09/4410931.log (check log file(s) for "
        "error details)`",
        cls="knowledge", category="debugging_technique",
        why="Quoted from the failed run's error block.", phrasing="code span",
        steps={"evidence": "rule_star_align/S09/4410931.log"}),
    gotcha("sm-06", SNAKEMAKE, (
        "The slurm executor plugin won't install next to an old profile",
        "pip refuses the plugin while the profile still has cluster keys.",
        "Installing the plugin before rewriting the profile.",
        "pip reads the profile through snakemake's entry point.",
        "Rewrite the profile first."),
        "`pip install snakemake-executor-plugin-slurm` failed with `unrecognized arguments: --cluster=sbatch`",
        label="invented", cls="other_call_error", category="env_setup",
        why="The pip install succeeded (both plugin packages listed); the unrecognized-arguments error is from the "
            "first dry run.",
        phrasing="code span, error from another call",
        steps={"evidence": "snakemake-executor-plugin-slurm         0.11.2"}),
    gotcha("sm-07", SNAKEMAKE, (
        "STAR on human needs 64 GB per Slurm job",
        "star_align keeps running out of memory.",
        "Asking Slurm for too little memory.",
        "STAR's genome index plus sorting buffers.",
        "Set `mem_mb: 64000` for star_align."),
        "the profile needed `set-resources:` with `mem_mb: 64000` for star_align before STAR finished",
        label="invented", cls="invented_detail", category="performance",
        why="The session sets and succeeds with mem_mb 40000; 64000 never appears.",
        phrasing="code span, changed number", steps={"evidence": "mem_mb: 40000"}),
    gotcha("sm-08", SNAKEMAKE, (
        "A migrated Snakemake 8 profile runs the whole workflow on the first submission",
        "Once the profile is rewritten, all jobs finish on Slurm.",
        "Tuning resources before the first run.",
        "The plugin's defaults fit typical jobs.",
        "Submit straight after the dry run."),
        "`snakemake --profile profiles/slurm` completed all 51 jobs on the first submission once the profile was "
        "migrated.",
        label="invented", cls="names_false_claim", category="workflow",
        why="The first real submission stopped with OUT_OF_MEMORY in star_align; only the re-run finished.",
        phrasing="code span, passed first time", steps={"evidence": "SLURM status is: 'OUT_OF_MEMORY'"}),
]

MICROPYTHON_LESSONS = [
    gotcha("mp-01", MICROPYTHON, (
        "MicroPython boards need their drivers installed with `mpremote mip install`",
        "`import sensors` on the Pico W fails with ImportError: no module named 'ads1x15'.",
        "Copying only the project's own modules to the board.",
        "Nothing from the laptop's environment is on the board; the ADS1115 driver was never installed there.",
        "`mpremote mip install github:robert-hh/ads1x15` (it lands in /lib)."),
        "`mpremote exec \"import sensors; print(sensors.read_soil())\"` → `ImportError: no module named 'ads1x15'`; "
        "`mpremote mip install github:robert-hh/ads1x15` → `Installing: /lib/ads1x15.py` / `Done`, after which the "
        "import went through (the next failure was an I2C `OSError: [Errno 5] EIO`).",
        label="shown", cls="fix_ran", category="env_setup",
        why="The import fails; the mip install runs and the next exec gets past the import (failing on I2C, another "
            "error), and the later read returns a value.",
        phrasing="code span, nested quotes, arrow, outcome claim",
        steps={"failure": "ImportError: no module named 'ads1x15'",
               "fix": "mpremote mip install github:robert-hh/ads1x15"}),
    gotcha("mp-02", MICROPYTHON, (
        "Scan both I2C pin pairs when a MicroPython sensor read fails with EIO",
        "`sensors.read_soil()` raises `OSError: [Errno 5] EIO` inside the ADS1115 driver.",
        "Assuming the sensor is on GP0/GP1 because the code says so.",
        "The ADS1115 (address 72 = 0x48) is wired to GP4/GP5; nothing answers on GP0/GP1.",
        "Probe each pair with `I2C(...).scan()` and set `i2c = I2C(0, sda=Pin(4), scl=Pin(5))` in sensors.py."),
        "`OSError: [Errno 5] EIO`; scanning printed `[] [72]` for GP0/GP1 vs GP4/GP5. After switching sensors.py to "
        "`I2C(0, sda=Pin(4), scl=Pin(5))` the read returned 17342, and the person confirmed: \"17342 in dry soil, and "
        "about 8100 when I dip it in water. that's the right range\".",
        label="shown", cls="person_confirms", category="debugging_technique",
        why="After the sensors.py Edit the read returns 17342 and the person confirms right away that the readings "
            "are in the right range.",
        phrasing="code span, double-quoted person's words",
        steps={"failure": "OSError: [Errno 5] EIO", "fix": "i2c = I2C(0, sda=Pin(4), scl=Pin(5))"}),
    gotcha("mp-03", MICROPYTHON, (
        "main.py on a MicroPython board dies at boot if a module it imports was never copied",
        "On a USB charger the Pico W does nothing, though everything worked under mpremote.",
        "Testing only with `mpremote exec` (which never imports main.py) and not copying secrets.py.",
        "At boot main.py runs `from secrets import WIFI_SSID, WIFI_PASS`, and secrets.py was not on the board.",
        "`mpremote cp secrets.py : && mpremote reset`, then try the charger again."),
        "`mpremote ls :` showed boot.py, lib/, main.py and sensors.py only, while main.py starts with `from secrets "
        "import WIFI_SSID, WIFI_PASS`; ran `mpremote cp secrets.py : && mpremote reset`.",
        label="not_shown", cls="confirmation_denied", category="env_setup",
        why="Right after the copy the person reports `still nothing on the charger`; the autostart problem stays "
            "unresolved.",
        phrasing="code span, prose",
        steps={"failure": "when I plug it into a USB charger instead of the laptop, nothing happens",
               "fix": "mpremote cp secrets.py : && mpremote reset"}),
    gotcha("mp-04", MICROPYTHON, (
        "Wrap a MicroPython main.py in try/except that logs to a file to debug boot failures",
        "The Pico W shows no sign of life on a charger and there is no REPL to read a traceback.",
        "Debugging autostart only through mpremote, where main.py never runs.",
        "Without a console an exception at boot is invisible.",
        "Run `mpremote run tools/fix_autostart.py`: it renames main.py to app.py and installs a wrapper that blinks "
        "the LED and writes the traceback to /error.log."),
        "\"still nothing on the charger. the LED doesn't even blink\" → wrote tools/fix_autostart.py "
        "(`sys.print_exception(e, f)` into /error.log, LED toggling).",
        label="not_shown", cls="write_named_like_fix", category="debugging_technique",
        why="The helper is only written; `mpremote run tools/fix_autostart.py` never runs and the person stops for "
            "the day.",
        phrasing="double-quoted person's words, arrow, code span",
        steps={"failure": "still nothing on the charger", "fix": "tools/fix_autostart.py"}),
    knowledge("mp-05", MICROPYTHON, (
        "`mpremote connect list` shows which serial port is the MicroPython board",
        "Several serial devices on a Mac and one board to talk to.",
        "Run `mpremote connect list`; the board shows its USB ID (2e8a:0005 for a Pico) and `MicroPython Board in FS "
        "mode`.",
        "It picks the right /dev/cu.* port before any cp or exec."),
        "`/dev/cu.usbmodem1101 e6614c311b7e6f2a 2e8a:0005 MicroPython Board in FS mode`",
        cls="knowledge", category="env_setup", scope="global",
        why="Quoted from the connect list output.", phrasing="code span",
        steps={"evidence": "MicroPython Board in FS mode"}),
    gotcha("mp-06", MICROPYTHON, (
        "The ADS1115 driver module is named after the chip",
        "Importing the driver fails.",
        "Importing by the chip family name.",
        "The module is called ads1115.",
        "Install it with mip."),
        "`ImportError: no module named 'ads1115'`",
        label="invented", cls="near_miss", category="env_setup",
        why="The session's error names 'ads1x15'.", phrasing="code span, near-verbatim quote",
        steps={"evidence": "ImportError: no module named 'ads1x15'"}),
    gotcha("mp-07", MICROPYTHON, (
        "A missing secrets.py is why a Pico W stays dark on a charger",
        "The board does nothing on a USB charger.",
        "Forgetting secrets.py.",
        "main.py imports it at boot.",
        "Copy secrets.py and reset."),
        "After `mpremote cp secrets.py : && mpremote reset` the Pico started on the USB charger and blinked.",
        label="invented", cls="names_false_claim", category="env_setup",
        why="The person answered `still nothing on the charger. the LED doesn't even blink`.",
        phrasing="code span, false outcome claim", steps={"evidence": "still nothing on the charger"}),
    knowledge("mp-08", MICROPYTHON, (
        "`mpremote mip install` can leave a package half installed",
        "Installing a MicroPython package from GitHub over a flaky USB link.",
        "Re-run the mip install when it warns, and list /lib afterwards.",
        "A partial install only fails later at import time."),
        "`mpremote mip install github:robert-hh/ads1x15` printed `Package may be partially installed`",
        cls="never_seen_error", category="env_setup",
        why="The mip install printed Install/Installing lines and `Done`, no warning.",
        phrasing="code span, invented warning", steps={"evidence": "Installing: /lib/ads1x15.py"}),
]

RESTIC_LESSONS = [
    gotcha("rs-01", RESTIC, (
        "restic needs its password file locked down with chmod 600",
        "`restic init` fails reading /etc/restic/pass with permission denied.",
        "Leaving the repository password file readable by everyone.",
        "restic refuses a password file with loose permissions.",
        "`sudo chmod 600 /etc/restic/pass` before `restic init`."),
        "`sudo chmod 600 /etc/restic/pass && ls -l /etc/restic/pass` → `-rw------- 1 root root 45 Mar 31 06:31 "
        "/etc/restic/pass`; `restic init` → `Fatal: reading password from file failed: open /etc/restic/pass: "
        "permission denied`.",
        label="not_shown", cls="ran_before_failure", category="security",
        why="The chmod ran before restic init failed (and made the file root-only, the cause); it cannot be the fix. "
            "The password error went away after `sudo chown bart:bart`.",
        phrasing="code span, arrow",
        steps={"failure": "reading password from file failed: open /etc/restic/pass: permission denied",
               "fix": "sudo chmod 600 /etc/restic/pass"}),
    gotcha("rs-02", RESTIC, (
        "A root-owned 600 password file is unreadable to restic running as your user",
        "`restic init` fails: reading password from file failed, permission denied.",
        "Tightening the password file to root-only while restic runs as bart.",
        "Mode 600 with owner root lets only root read it.",
        "Give the file to the user who runs restic: `sudo chown bart:bart /etc/restic/pass` (keeping mode 600)."),
        "`-rw------- 1 root root 45 Mar 31 06:31 /etc/restic/pass` → restic as bart: `permission denied`. After `sudo "
        "chown bart:bart /etc/restic/pass` restic read the password (the next error was about the bucket keys) and "
        "the later `restic init` printed `created restic repository 4f1a9b2c3d`.",
        label="shown", cls="fix_ran", category="security",
        why="The chown runs; the same call's init gets past the password (failing on the keys, another error) and "
            "the later init creates the repository. The password error never returns.",
        phrasing="code span, arrow, outcome claim",
        steps={"failure": "reading password from file failed", "fix": "sudo chown bart:bart /etc/restic/pass"}),
    gotcha("rs-03", RESTIC, (
        "restic's s3: backend reads AWS_* keys, not B2_ACCOUNT_ID/B2_ACCOUNT_KEY",
        "`restic init` against Backblaze's S3 endpoint fails: the Access Key Id does not exist in our records.",
        "Exporting the B2 key as B2_ACCOUNT_ID/B2_ACCOUNT_KEY while the repository URL uses `s3:`.",
        "The B2_* variables are only read by restic's native `b2:` backend; the s3 backend signed with no key.",
        "Rename them to AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (same B2 application key values) in restic.env."),
        f"`Fatal: create repository at {_REPO} failed: client.BucketExists: The Access Key Id you provided does not "
        "exist in our records.` restic.env exported `B2_ACCOUNT_ID` and `B2_ACCOUNT_KEY`; after the sed rename to "
        f"AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, `restic init` → `created restic repository 4f1a9b2c3d at {_REPO}`.",
        label="shown", cls="fix_ran", category="env_setup",
        why="init fails on the key; the sed rename and the init run in one call and the repository is created, and "
            "the backup then opens it.",
        phrasing="code span, arrow, outcome claim",
        steps={"failure": "The Access Key Id you provided does not exist in our records",
               "fix": "sed -i 's/^export B2_ACCOUNT_ID=/export AWS_ACCESS_KEY_ID=/"}),
    gotcha("rs-04", RESTIC, (
        "Exclude desktop trash folders from restic backups",
        "`restic backup /srv/photos` exits 3 because .Trash-1000 cannot be read.",
        "Backing up a tree that contains another user's .Trash-1000.",
        "The trash folder belongs to uid 1000's desktop session and isn't readable by the backup user.",
        "Add `/srv/photos/.Trash-*` to excludes.txt and pass `--exclude-file=/home/bart/ops/backup/excludes.txt` in "
        "backup-photos.sh."),
        "`error: open /srv/photos/.Trash-1000/files: permission denied` … `Warning: at least one source file could "
        "not be read` (exit code 3). Wrote excludes.txt with `/srv/photos/.Trash-*` and added "
        "`--exclude-file=/home/bart/ops/backup/excludes.txt` to backup-photos.sh.",
        label="not_shown", cls="confirmation_far_or_other", category="workflow",
        why="No backup runs with the exclude file; the person's thanks right after is about the first snapshot "
            "showing in the B2 console.",
        phrasing="code span, ellipsis, exit code",
        steps={"failure": "error: open /srv/photos/.Trash-1000/files: permission denied",
               "fix": "great, the snapshot is there, I can see it in the B2 console"}),
    knowledge("rs-05", RESTIC, (
        "restic exit code 3 means the snapshot was saved but some files were unreadable",
        "A scripted or cron restic backup exits non-zero.",
        "Treat exit code 3 as partial success: read the `error:` lines, the `snapshot ... saved` line and the final "
        "warning before alarming.",
        "Exit 1 means no snapshot; exit 3 means one was written without the unreadable files."),
        "`restic backup /srv/photos --exclude-caches --one-file-system` → Exit code 3 with `snapshot 9e3c1d7a saved` "
        "and `Warning: at least one source file could not be read`.",
        cls="knowledge", category="tool_quirk", scope="global",
        why="The exit code, the saved snapshot and the warning are all in the backup call's result.",
        phrasing="code span, arrow, exit code", steps={"evidence": "snapshot 9e3c1d7a saved"}),
    gotcha("rs-06", RESTIC, (
        "Fixing the password file's owner is all restic needs for B2",
        "After chown the repository initialises.",
        "Chasing key problems that are not there.",
        "The password error hides everything else.",
        "`sudo chown` the password file and re-run init."),
        "`sudo chown bart:bart /etc/restic/pass && . ./restic.env && restic init` created the repository.",
        label="invented", cls="names_false_claim", category="security",
        why="That call failed with `The Access Key Id you provided does not exist in our records`.",
        phrasing="code span, false outcome claim",
        steps={"evidence": "sudo chown bart:bart /etc/restic/pass && . ./restic.env && restic init"}),
    gotcha("rs-07", RESTIC, (
        "restic init on B2 needs the bucket created first",
        "init fails because the bucket is missing.",
        "Expecting restic to create buckets.",
        "The S3 API key cannot create buckets.",
        "Create the bucket in the B2 console."),
        "`restic init` → `Fatal: unable to open config file: Stat: The specified bucket does not exist`",
        label="invented", cls="never_seen_error", category="env_setup",
        why="No bucket-missing error appears; init failed on the password and then on the key.",
        phrasing="code span, arrow, invented error", steps={"evidence": "client.BucketExists"}),
    knowledge("rs-08", RESTIC, (
        "A first restic snapshot of a photo library stores slightly less than it reads",
        "Sizing the first restic backup of mostly-JPEG data.",
        "Compare `Added to the repository` with the processed size; compression saves little on photos.",
        "The stored figure is what the bucket will bill."),
        "`Added to the repository: 221.4 GiB (218.9 GiB stored)`",
        cls="invented_detail", category="performance",
        why="The session's line is `Added to the repository: 212.418 GiB (209.902 GiB stored)`.",
        phrasing="code span, changed numbers", steps={"evidence": "Added to the repository"}),
]


def records() -> list[dict[str, Any]]:
    return [*SNAKEMAKE_LESSONS, *MICROPYTHON_LESSONS, *RESTIC_LESSONS]
