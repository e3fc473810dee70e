"""The case tables of the thirty-fifth tracking corpus (written by build_tracking35.py), and its first cases:
Slurm's sbatch with no default account and Lmod's hierarchical modules (Korean). The other cases are in
tracking35_cases_b.py … _f.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, say, user, write

T = CaseTables("t35-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# ---------------------------------------------------------------------------------------------------------
# Slurm: sbatch with no default account on the cluster
# ---------------------------------------------------------------------------------------------------------

SB_ERR = "sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified"
CFD = "/home/jkim/projects/cfd-sweep"


def slurm() -> None:
    T.source(
        "s-slurm-account", CFD, "2026-04-02T09:10:00Z", "main",
        user("Submit the mesh-convergence sweep to the cluster. The job script is jobs/sweep.sbatch."),
        ok("cat jobs/sweep.sbatch",
           "#!/bin/bash\n#SBATCH --job-name=mesh-sweep\n#SBATCH --partition=compute\n#SBATCH --nodes=2\n"
           "#SBATCH --ntasks-per-node=64\n#SBATCH --time=04:00:00\n\nmodule load OpenFOAM/11\n"
           "srun simpleFoam -parallel"),
        err("sbatch jobs/sweep.sbatch", SB_ERR),
        say("The script looks complete, so let me see which accounts you are associated with on this cluster."),
        ok("sacctmgr -nP show assoc where user=$USER format=account,partition", "cfd-lab|compute\ncfd-lab|gpu"),
        say("You have no default account here; the only association is cfd-lab. Submitting with it explicitly."),
        ok("sbatch --account=cfd-lab jobs/sweep.sbatch", "Submitted batch job 4417823"),
    )
    T.lesson(
        "t35-sbatch-account", "project", "en", "s-slurm-account", "workflow",
        "sbatch rejects every job on this cluster unless a Slurm account is named",
        "`sbatch jobs/sweep.sbatch` fails at once with \"Invalid account or account/partition combination "
        "specified\", although the job script sets partition, nodes and time.",
        "The message names the partition as well, which sends you to fix the partition; the script itself is "
        "fine and the same script runs once an account is given.",
        "The user has no default account on this cluster, so the job is submitted under none; sacctmgr shows "
        "the only association is cfd-lab (compute and gpu partitions).",
        "Name the account when submitting: `sbatch --account=cfd-lab jobs/<job>.sbatch`, or the short `-A "
        "cfd-lab`, or `SBATCH_ACCOUNT=cfd-lab` in the environment, or an `#SBATCH --account=cfd-lab` line in "
        "the job script. On another cluster look up that cluster's account with sacctmgr first.",
        ["`sbatch jobs/sweep.sbatch` → \"sbatch: error: Batch job submission failed: Invalid account or "
         "account/partition combination specified\"",
         "`sacctmgr -nP show assoc where user=$USER format=account,partition` → \"cfd-lab|compute\"",
         "`sbatch --account=cfd-lab jobs/sweep.sbatch` → \"Submitted batch job 4417823\""],
    )

    T.later(
        "l-slurm-short-flag", CFD, "2026-05-04T08:40:00Z", "main",
        user("Post-process the finished sweep: pull, submit jobs/postproc.sbatch and tell me when it's queued."),
        ok("git pull --ff-only",
           "Updating 3f1c2a9..8d02b41\nFast-forward\n jobs/postproc.sbatch | 14 ++++++++++++++\n"
           " 1 file changed, 14 insertions(+)"),
        ok("sbatch -A cfd-lab jobs/postproc.sbatch", "Submitted batch job 4431907"),
        ok("squeue -u $USER -o '%.10i %.12j %.8T %.10M'",
           "     JOBID         NAME    STATE       TIME\n   4431907     postproc  PENDING       0:00"),
        say("Queued as job 4431907 (pending, waiting for priority)."),
    )
    T.pair("t35-sbatch-account", "l-slurm-short-flag", "applied",
           "the job is submitted with -A cfd-lab, the short form of --account, and nothing failed before it")

    T.later(
        "l-slurm-makefile", CFD, "2026-05-11T10:05:00Z", "feat/refined-mesh",
        user("Run the refined-mesh sweep through the Makefile, then show me the queue."),
        ok("cat Makefile",
           "JOB ?= sweep\nACCOUNT ?= cfd-lab\n\nsubmit:\n\tSBATCH_ACCOUNT=$(ACCOUNT) sbatch jobs/$(JOB).sbatch\n\n"
           "status:\n\tsqueue -u $(USER)\n"),
        ok("ls jobs", "gpu-train.sbatch\npostproc.sbatch\nsweep-refined.sbatch\nsweep.sbatch"),
        ok("make submit JOB=sweep-refined",
           "SBATCH_ACCOUNT=cfd-lab sbatch jobs/sweep-refined.sbatch\nSubmitted batch job 4440112"),
        ok("make status",
           "squeue -u jkim\n             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n"
           "           4440112   compute sweep-re     jkim PD       0:00      4 (Priority)"),
        say("Submitted as 4440112; it is pending on priority."),
    )
    T.pair("t35-sbatch-account", "l-slurm-makefile", "applied",
           "the make target runs sbatch with SBATCH_ACCOUNT=cfd-lab, the environment spelling of the fix")

    T.later(
        "l-slurm-jobscript", "/home/jkim/projects/heat-exchanger", "2026-05-19T13:30:00Z", "main",
        user("New case on the same cluster: write a job script for the heat exchanger run (1 node, 8 hours) and "
             "submit it."),
        ok("ls", "Allrun\nconstant\nsystem\n0.orig"),
        write("/home/jkim/projects/heat-exchanger/jobs/hx.sbatch",
              "#!/bin/bash\n#SBATCH --job-name=hx\n#SBATCH --account=cfd-lab\n#SBATCH --partition=compute\n"
              "#SBATCH --nodes=1\n#SBATCH --ntasks-per-node=64\n#SBATCH --time=08:00:00\n\n"
              "module load OpenFOAM/11\n./Allrun\n"),
        ok("sbatch jobs/hx.sbatch", "Submitted batch job 4452330"),
        ok("squeue -j 4452330 -h -o '%T %r'", "PENDING Resources"),
    )
    T.pair("t35-sbatch-account", "l-slurm-jobscript", "applied",
           "the new job script carries #SBATCH --account=cfd-lab, which sbatch reads, and the submit passes")

    T.later(
        "l-slurm-gpu-branch", CFD, "2026-05-26T16:12:00Z", "exp/gpu-solver",
        user("Try the GPU solver branch: submit jobs/gpu-train.sbatch."),
        ok("git switch exp/gpu-solver", "Switched to branch 'exp/gpu-solver'"),
        ok("head -7 jobs/gpu-train.sbatch",
           "#!/bin/bash\n#SBATCH --job-name=gpu-train\n#SBATCH --partition=gpu\n#SBATCH --gres=gpu:a100:2\n"
           "#SBATCH --time=02:00:00\n\nmodule load CUDA/12.4.0"),
        err("sbatch jobs/gpu-train.sbatch", SB_ERR),
        say("Same account problem as before on this branch's script; cfd-lab is associated with the gpu "
            "partition too."),
        ok("sbatch --account=cfd-lab jobs/gpu-train.sbatch", "Submitted batch job 4460018"),
    )
    T.pair("t35-sbatch-account", "l-slurm-gpu-branch", "recurred",
           "sbatch of another job script on another branch fails with the same invalid-account error, fixed after")

    T.later(
        "l-slurm-ssh-cluster2", CFD, "2026-06-03T07:55:00Z", "main",
        user("Submit the sweep on the second cluster too (hpc2-login); the repo is already cloned there."),
        ok("ssh hpc2-login 'cd ~/projects/cfd-sweep && git log -1 --oneline'", "8d02b41 Add post-processing job"),
        err("ssh hpc2-login 'cd ~/projects/cfd-sweep && sbatch jobs/sweep.sbatch'", SB_ERR),
        ok("ssh hpc2-login 'sacctmgr -nP show assoc where user=jkim format=account,partition'",
           "cfd-lab-h2|standard"),
        ok("ssh hpc2-login 'cd ~/projects/cfd-sweep && sbatch --account=cfd-lab-h2 --partition=standard "
           "jobs/sweep.sbatch'", "Submitted batch job 118204"),
    )
    T.pair("t35-sbatch-account", "l-slurm-ssh-cluster2", "recurred",
           "on the second cluster, over ssh, sbatch without an account fails with the same error before the fix")

    T.later(
        "l-slurm-wiki-note", CFD, "2026-06-09T11:20:00Z", "main",
        user("A student in my group got \"sbatch: error: Batch job submission failed: Invalid account or "
             "account/partition combination specified\" on her first job. Write a short note for the group "
             "wiki in docs/cluster-onboarding.md explaining what to do. Don't submit anything."),
        ok("sacctmgr -nP show assoc where user=$USER format=account,partition", "cfd-lab|compute\ncfd-lab|gpu"),
        write(f"{CFD}/docs/cluster-onboarding.md",
              "# First jobs on the cluster\n\nNobody in the group has a default Slurm account, so every submit "
              "must name one:\n\n    sbatch --account=cfd-lab job.sbatch\n\nor put `#SBATCH --account=cfd-lab` "
              "in the script. Without it sbatch says \"Invalid account or account/partition combination "
              "specified\".\n"),
        say("Added docs/cluster-onboarding.md; nothing was submitted."),
    )
    T.pair("t35-sbatch-account", "l-slurm-wiki-note", "neither",
           "the error is only quoted by the person and the fix only written into a wiki page; sbatch never runs")

    T.later(
        "l-slurm-queue-check", CFD, "2026-06-14T09:00:00Z", "main",
        user("How busy is the cluster, and did yesterday's sweep finish?"),
        ok("sinfo -s", "PARTITION AVAIL  TIMELIMIT   NODES(A/I/O/T)  NODELIST\ncompute*     up 2-00:00:00   "
           "212/28/4/244  cn[001-244]\ngpu          up 1-00:00:00      14/2/0/16  gn[01-16]"),
        ok("sacct -j 4440112 --format=JobID,State,Elapsed -X", "JobID             State    Elapsed \n"
           "------------ ---------- ---------- \n4440112       COMPLETED   03:41:09 "),
        say("The cluster is about 87% allocated; job 4440112 completed in 3h41m."),
    )
    T.pair("t35-sbatch-account", "l-slurm-queue-check", "neither",
           "only sinfo and sacct read the cluster state; no job is submitted, so neither the failure nor the fix")

    T.later(
        "l-slurm-pilot-early", CFD, "2026-03-18T14:00:00Z", "main",
        user("Submit the pilot job jobs/pilot.sbatch under the lab account."),
        ok("sbatch --account=cfd-lab jobs/pilot.sbatch", "Submitted batch job 4390211"),
        ok("squeue -j 4390211 -h -o '%T'", "RUNNING"),
    )
    T.pair("t35-sbatch-account", "l-slurm-pilot-early", "neither",
           "dated before the lesson's source session, so neither whatever it holds")


# ---------------------------------------------------------------------------------------------------------
# Lmod: a hierarchical module that loads only after its compiler and MPI (Korean lesson)
# ---------------------------------------------------------------------------------------------------------

WRF = "/home/jkim/projects/wrf-post"


def lmod_err(mod: str) -> str:
    return ("Lmod has detected the following error:  These module(s) or extension(s) exist but cannot be loaded "
            f"as\nrequested: \"{mod}\"\n   Try: \"module spider {mod}\" to see how to load the module(s).\n\n\n")


def lmod() -> None:
    T.source(
        "s-lmod-netcdf", WRF, "2026-04-03T13:20:00Z", "main",
        user("post/ 아래 후처리 도구를 빌드해줘. netCDF 모듈이 필요해."),
        ok("head -6 post/Makefile",
           "FC = mpif90\nNETCDF = $(shell nc-config --prefix)\nFFLAGS = -O2 -I$(NETCDF)/include\n"
           "LIBS = -L$(NETCDF)/lib -lnetcdff -lnetcdf\n\nall: wrfpost"),
        err("module load netCDF/4.9.2", lmod_err("netCDF/4.9.2")),
        ok("module spider netCDF/4.9.2",
           "\n----------------------------------------------------------------------------\n"
           "  netCDF: netCDF/4.9.2\n"
           "----------------------------------------------------------------------------\n"
           "    Description:\n      NetCDF (network Common Data Form) is a set of software libraries and\n"
           "      machine-independent data formats that support the creation, access,\n"
           "      and sharing of array-oriented scientific data.\n\n\n"
           "    You will need to load all module(s) on any one of the lines below before the \"netCDF/4.9.2\" "
           "module is available to load.\n\n      GCC/12.3.0  OpenMPI/4.1.5\n"),
        say("계층형 모듈 트리라서 netCDF/4.9.2 는 GCC/12.3.0 과 OpenMPI/4.1.5 를 먼저 로드해야 보입니다. "
            "같은 명령에서 순서대로 로드해 보겠습니다."),
        ok("module load GCC/12.3.0 OpenMPI/4.1.5 netCDF/4.9.2 && nc-config --version", "netCDF 4.9.2"),
    )
    T.lesson(
        "t35-lmod-hierarchy", "project", "ko", "s-lmod-netcdf", "tool_quirk",
        "Lmod: netCDF/4.9.2 는 GCC·OpenMPI 모듈을 먼저 로드해야만 로드된다",
        "`module load netCDF/4.9.2` 가 \"These module(s) or extension(s) exist but cannot be loaded as "
        "requested\" 오류로 실패한다.",
        "모듈이 '존재한다'고 하니 오타나 미설치는 아닌데, 그렇다고 바로 로드되지도 않아서 권한이나 캐시 문제로 "
        "착각하기 쉽다.",
        "이 클러스터의 Lmod 트리는 계층형이라 netCDF/4.9.2 가 GCC/12.3.0 + OpenMPI/4.1.5 아래에 빌드되어 있고, "
        "그 컴파일러·MPI 모듈이 로드되기 전에는 로드할 수 없다.",
        "`module spider <모듈>/<버전>` 으로 필요한 선행 모듈을 확인한 뒤 같은 명령에서 먼저 로드한다: "
        "`module load GCC/12.3.0 OpenMPI/4.1.5 netCDF/4.9.2` (줄여서 `ml GCC/12.3.0 OpenMPI/4.1.5 netCDF/4.9.2`, "
        "또는 이 줄을 담은 env 스크립트를 source). HDF5, netCDF-Fortran 같은 다른 라이브러리 모듈도 같다.",
        ["`module load netCDF/4.9.2` → \"These module(s) or extension(s) exist but cannot be loaded as\"",
         "`module spider netCDF/4.9.2` → \"You will need to load all module(s) on any one of the lines below\"",
         "`module load GCC/12.3.0 OpenMPI/4.1.5 netCDF/4.9.2 && nc-config --version` → \"netCDF 4.9.2\""],
    )

    T.later(
        "l-lmod-rebuild", WRF, "2026-05-06T09:15:00Z", "main",
        user("post 도구 다시 빌드하고 셀프테스트 돌려줘."),
        ok("git log -1 --oneline", "c41e9d0 Fix time axis units in wrfpost"),
        ok("module load GCC/12.3.0 OpenMPI/4.1.5 netCDF/4.9.2 netCDF-Fortran/4.6.1 && make -C post",
           "make: Entering directory '/home/jkim/projects/wrf-post/post'\n"
           "mpif90 -O2 -I/apps/easybuild/software/netCDF-Fortran/4.6.1-gompi-2023a/include -c wrfpost.f90\n"
           "mpif90 -o wrfpost wrfpost.o -L/apps/easybuild/software/netCDF-Fortran/4.6.1-gompi-2023a/lib "
           "-lnetcdff -lnetcdf\nmake: Leaving directory '/home/jkim/projects/wrf-post/post'"),
        ok("./post/wrfpost --selftest", "selftest: 12/12 passed"),
        say("빌드와 셀프테스트 모두 통과했습니다."),
    )
    T.pair("t35-lmod-hierarchy", "l-lmod-rebuild", "applied",
           "GCC and OpenMPI are loaded before netCDF in the same module load, and it passes with no Lmod error")

    T.later(
        "l-lmod-ml-regrid", WRF, "2026-05-13T14:40:00Z", "feat/regrid",
        user("regrid 브랜치도 빌드해줘."),
        ok("git status -sb", "## feat/regrid...origin/feat/regrid"),
        ok("ml GCC/12.3.0 OpenMPI/4.1.5 netCDF/4.9.2 && ml list",
           "\nCurrently Loaded Modules:\n  1) GCCcore/12.3.0   3) binutils/2.40   5) OpenMPI/4.1.5\n"
           "  2) zlib/1.2.13      4) GCC/12.3.0      6) netCDF/4.9.2\n"),
        ok("ml GCC/12.3.0 OpenMPI/4.1.5 netCDF/4.9.2 && make -C post regrid",
           "make: Entering directory '/home/jkim/projects/wrf-post/post'\nmpif90 -O2 -c regrid.f90\n"
           "mpif90 -o regrid regrid.o -lnetcdf\nmake: Leaving directory '/home/jkim/projects/wrf-post/post'"),
    )
    T.pair("t35-lmod-hierarchy", "l-lmod-ml-regrid", "applied",
           "ml, Lmod's short form the lesson names, loads GCC and OpenMPI ahead of netCDF and succeeds")

    T.later(
        "l-lmod-envscript", WRF, "2026-05-21T10:00:00Z", "main",
        user("모듈 로드 매번 치기 귀찮아. scripts/env.sh 만들어서 그걸로 빌드해줘."),
        write(f"{WRF}/scripts/env.sh",
              "# source me: toolchain first, then the libraries built under it\nmodule purge\n"
              "module load GCC/12.3.0 OpenMPI/4.1.5 netCDF/4.9.2 netCDF-Fortran/4.6.1\n"),
        ok("source scripts/env.sh && nc-config --version && make -C post",
           "netCDF 4.9.2\nmake: Entering directory '/home/jkim/projects/wrf-post/post'\n"
           "make: 'wrfpost' is up to date.\nmake: Leaving directory '/home/jkim/projects/wrf-post/post'"),
        say("scripts/env.sh 를 source 하면 됩니다."),
    )
    T.pair("t35-lmod-hierarchy", "l-lmod-envscript", "applied",
           "a sourced env script loads GCC/OpenMPI before netCDF and is run; nc-config answers")

    T.later(
        "l-lmod-hdf5", WRF, "2026-05-28T15:25:00Z", "feat/hdf5-out",
        user("HDF5 출력도 지원하게 h5 라이브러리 붙여줘."),
        err("module load HDF5/1.14.0", lmod_err("HDF5/1.14.0")),
        ok("module spider HDF5/1.14.0 | sed -n '/load all/,+3p'",
           "    You will need to load all module(s) on any one of the lines below before the \"HDF5/1.14.0\" module "
           "is available to load.\n\n      GCC/12.3.0  OpenMPI/4.1.5"),
        ok("module load GCC/12.3.0 OpenMPI/4.1.5 HDF5/1.14.0 && h5pcc -showconfig | sed -n '3,5p'",
           "\t    HDF5 Version: 1.14.0\n\t   Configured on: Tue Aug  8 11:02:51 CEST 2023\n"
           "\t   Configured by: easybuild@build01"),
    )
    T.pair("t35-lmod-hierarchy", "l-lmod-hdf5", "recurred",
           "module load HDF5/1.14.0 without its toolchain fails with the same Lmod error, fixed after")

    T.later(
        "l-lmod-ocean-build", "/home/jkim/projects/ocean-diag", "2026-06-05T08:30:00Z", "main",
        user("ocean-diag 도 빌드해야 해. build.sh 돌려줘."),
        ok("cat build.sh", "#!/bin/bash -l\nset -e\nmodule load netCDF-Fortran/4.6.1\nmake -j8\n"),
        err("bash -l build.sh", lmod_err("netCDF-Fortran/4.6.1")),
        edit("/home/jkim/projects/ocean-diag/build.sh", "module load netCDF-Fortran/4.6.1",
             "module load GCC/12.3.0 OpenMPI/4.1.5 netCDF/4.9.2 netCDF-Fortran/4.6.1"),
        ok("bash -l build.sh", "mpif90 -O2 -c diag.f90\nmpif90 -O2 -c budgets.f90\nmpif90 -o ocean-diag diag.o "
           "budgets.o -lnetcdff -lnetcdf"),
    )
    T.pair("t35-lmod-hierarchy", "l-lmod-ocean-build", "recurred",
           "another project's build script loads netCDF-Fortran alone and hits the same exist-but-cannot-load error")

    T.later(
        "l-lmod-unknown-version", WRF, "2026-06-12T13:10:00Z", "main",
        user("netCDF 4.9.3 나왔다던데 그걸로 바꿔볼래?"),
        err("module load netCDF/4.9.3",
            "Lmod has detected the following error:  The following module(s) are unknown: \"netCDF/4.9.3\"\n\n"
            "Please check the spelling or version number. Also try \"module spider ...\"\n"
            "It is also possible your cache file is out-of-date; it may help to try:\n"
            "  $ module --ignore_cache load \"netCDF/4.9.3\"\n"),
        ok("module -t spider netCDF", "netCDF/4.8.1\nnetCDF/4.9.0\nnetCDF/4.9.2"),
        say("이 클러스터에는 4.9.3 이 아직 설치되어 있지 않습니다. 4.9.2 를 그대로 쓰겠습니다."),
    )
    T.pair("t35-lmod-hierarchy", "l-lmod-unknown-version", "neither",
           "a different Lmod error: the version is unknown (not installed), not a module hidden behind its toolchain")

    T.later(
        "l-lmod-first-try", WRF, "2026-03-25T16:00:00Z", "main",
        user("netCDF 로드해서 nc-config 경로 알려줘."),
        err("module load netCDF/4.9.2", lmod_err("netCDF/4.9.2")),
        say("로드가 안 됩니다. 관리자에게 문의해 보시는 게 좋겠습니다."),
    )
    T.pair("t35-lmod-hierarchy", "l-lmod-first-try", "neither",
           "dated before the lesson's source session, so neither even though the same error shows")

    T.pair("t35-lmod-hierarchy", "l-slurm-queue-check", "neither",
           "the cluster session only reads sinfo and sacct; no module is loaded")

    T.later(
        "l-hpc-new-student", "/home/sora/projects/wrf-post", "2026-06-18T10:45:00Z", "main",
        user("I'm new in the group. Build the post tool and submit the test job jobs/post-test.sbatch."),
        err("module load netCDF/4.9.2 && make -C post", lmod_err("netCDF/4.9.2")),
        ok("module load GCC/12.3.0 OpenMPI/4.1.5 netCDF/4.9.2 netCDF-Fortran/4.6.1 && make -C post",
           "make: Entering directory '/home/sora/projects/wrf-post/post'\nmpif90 -O2 -c wrfpost.f90\n"
           "mpif90 -o wrfpost wrfpost.o -lnetcdff -lnetcdf\nmake: Leaving directory "
           "'/home/sora/projects/wrf-post/post'"),
        err("sbatch jobs/post-test.sbatch", SB_ERR),
        ok("sacctmgr -nP show assoc where user=$USER format=account,partition", "cfd-lab|compute"),
        ok("sbatch -A cfd-lab jobs/post-test.sbatch", "Submitted batch job 4478002"),
    )
    T.pair("t35-lmod-hierarchy", "l-hpc-new-student", "recurred",
           "in another user's checkout, module load netCDF/4.9.2 alone fails with the same Lmod error first")
    T.pair("t35-sbatch-account", "l-hpc-new-student", "recurred",
           "sbatch without an account fails with the invalid-account error before -A cfd-lab fixes it")


FILLS = [slurm, lmod]
