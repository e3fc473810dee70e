"""The thirty-fifth tracking corpus: writes tests/truth/tracking35_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking35_cases.py and its parts _b … _f) and tracking35_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking35_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking35`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Thirty-fifth tracking corpus (Slurm's sbatch with no default account (--account / -A / SBATCH_ACCOUNT "
         "through a Makefile / an #SBATCH --account line, also over ssh on a second cluster), Lmod's hierarchical "
         "modules that load only after their compiler and MPI (module load GCC OpenMPI netCDF / ml / a sourced env "
         "script, a Korean lesson), Chef Infra Client stopping at the licence prompt in a non-interactive shell "
         "(--chef-license accept / accept-silent / CHEF_LICENSE in fish, where plain set does not export / "
         "chef_license "
         "in client.rb), nektos act on Apple Silicon pulling amd64-only job images (--container-architecture "
         "linux/amd64 / .actrc / an npm script, in zsh), PowerShell remoting to a workgroup host outside WinRM's "
         "TrustedHosts (Set-Item WSMan:\\localhost\\Client\\TrustedHosts / winrm set in cmd / a .ps1), memcached "
         "refusing to run as root without -u (-u / --user, a bench script, over ssh and sudo), Filebeat's strict "
         "permission check on a group-writable filebeat.yml (chmod go-w / --strict.perms=false / a Makefile; the "
         "ownership check is a different error), a second Logstash stopped by the path.data lock of the running "
         "service (--path.data / a separate --path.settings / a test script, a Korean lesson), PySpark's "
         "PYTHON_VERSION_MISMATCH between the venv driver and the system python worker (PYSPARK_PYTHON in bash and "
         "PowerShell / spark.pyspark.python / a Makefile, a Korean lesson), GDAL on Windows not finding proj.db "
         "(PROJ_LIB / PROJ_DATA in cmd, PowerShell, bash and a .bat), zypper rejecting a new repository's signing key "
         "in non-interactive mode (--gpg-auto-import-keys / rpm --import / a Containerfile; a mistyped repository URL "
         "is another cause), Chocolatey run from a non-elevated shell (a prose-only fix: an elevated shell, sudo, "
         "Start-Process -Verb RunAs), VirtualBox VMs refused while KVM holds VMX root mode (modprobe -r / rmmod / a "
         "modprobe.d blacklist, also through vagrant; Kernel driver not installed is another error), "
         "dpkg-buildpackage with unmet Build-Depends (mk-build-deps / apt-get build-dep, also in a Dockerfile and "
         "through debuild), and the nats CLI defaulting to 127.0.0.1:4222 (-s / --server / NATS_URL in fish / a "
         "saved context)); see tests/truth/build_tracking35.py.")


_PARTS = ("tracking35_cases", "tracking35_cases_b", "tracking35_cases_c", "tracking35_cases_d", "tracking35_cases_e",
          "tracking35_cases_f")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking35", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
