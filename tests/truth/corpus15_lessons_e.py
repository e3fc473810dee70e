"""Labelled lessons of corpus15, part e (sessions s17-s19: Pants, CUDA under CMake, ROS 2 colcon). Labels were
written from the session text first (see corpus15_lessons.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus15_lessons import at, fake, g, k, known, real

DEPS_EDIT = 'name="image",\n    dependencies'  # the BUILD edit, not the reply that proposes it


def records() -> list[dict[str, Any]]:
    s17, s18, s19 = "s17-pants-monorepo", "s18-cuda-cmake", "s19-ros2-colcon"
    return [
        real("c15-107", s17, g(
            "Pants: a dependency bump needs its resolve's lockfile regenerated",
            "pants test fails importing pydantic_core right after moving to pydantic 2.",
            "Bumping a requirement without regenerating the lockfile.",
            "Pants installs third-party code only from the lockfile, which predates pydantic 2's new dependency.",
            "Run `pants generate-lockfiles --resolve=python-default`.",
            "`E   ModuleNotFoundError: No module named 'pydantic_core'` (Run Pytest … `failed (exit code 2)`) → "
            "`pants generate-lockfiles --resolve=python-default` → both test files `succeeded`.", cat="build_config"),
            "shown", "fix_ran",
            "pants test fails on the import; after the lockfile is generated the same pants test succeeds",
            ["code spans", "exit code", "arrow", "fix as command"],
            "No module named 'pydantic_core'", "pants generate-lockfiles --resolve=python-default"),
        real("c15-108", s17, g(
            "Pants docker_image only sees a pex it depends on",
            "pants package of the image fails: the COPY of the .pex finds nothing.",
            "Relying on the Dockerfile's COPY line to pull the pex into the build context.",
            "Pants builds and adds only the docker_image target's dependencies to the context.",
            "Add dependencies=[\":bin\"] to the docker_image target.",
            [f"{at(s17, 'failed to calculate checksum')} `#7 ERROR: failed to calculate checksum of ref 6f1c: "
             "\"/services.billing/bin.pex\": not found`",
             f"{at(s17, DEPS_EDIT)} added `dependencies=[\":bin\"],` to the docker_image target",
             f"{at(s17, 'Built docker image: billing:latest')} `Built docker image: billing:latest`"],
            cat="build_config"),
            "shown", "edit_then_pass",
            "pants package fails on the COPY; after the BUILD edit the same package call builds the image",
            ["evidence as list", "step ids", "nested quotes"],
            '"/services.billing/bin.pex": not found', 'dependencies=[":bin"],'),
        real("c15-109", s17, g(
            "A pex in a distroless/static image fails with exec: no such file or directory",
            "The billing container exits at start: exec /bin/app: no such file or directory.",
            "Packaging a pex onto an image without a Python interpreter.",
            "A pex is a Python zipapp; its interpreter must exist in the image.",
            "Use a Python base image (python:3.11-slim) for the docker_image.",
            "Container start: `exec /bin/app: no such file or directory` - the base was "
            "`gcr.io/distroless/static-debian12`, which has no Python; switched the Dockerfile to "
            "`FROM python:3.11-slim` and `pants package services/billing:image` built.", cat="build_config"),
            "not_shown", "confirmation_denied",
            "after the base-image change the image builds, but the person reports the same exec error on docker run",
            ["code spans", "prose"], "exec /bin/app: no such file or directory", "16:31:40.77",
            group="c15-pex-exec"),
        known("c15-110", s17, k(
            "Pants in CI: lint only what changed with --changed-since and --changed-dependents=transitive",
            "pants lint :: takes minutes on a monorepo.",
            "Run `pants --changed-since=origin/main --changed-dependents=transitive lint` in CI.",
            "Only changed targets and their dependents are linted.",
            "`time pants lint ::` took 6m12.441s; `time pants --changed-since=origin/main "
            "--changed-dependents=transitive lint` took 0m41.903s.", cat="performance"),
            "the two timed lint runs", ["code spans", "timings"], "--changed-dependents=transitive lint"),
        fake("c15-111", s17, g(
            "pants test of the billing service fails inside a docker build",
            "The billing tests fail with a process execution failure.",
            "Tests that need the image.",
            "The test goal builds the image first.",
            "Fix the image build.",
            "`pants test services/billing::` failed with `ProcessExecutionFailure: Process 'Building docker image "
            "billing:latest' failed with exit code 1.`"),
            "other_call_error", "pants test failed on pydantic_core; the ProcessExecutionFailure is from pants "
            "package", ["code spans", "error from another call"], "pants test services/billing::"),
        fake("c15-112", s17, g(
            "Pants refuses targets from different resolves in one goal",
            "pants test aborts before running anything.",
            "Mixing resolves.",
            "Targets must share a resolve.",
            "Split the run per resolve.",
            "`NoCompatibleResolveException: The input targets did not have a resolve in common`",
            cat="build_config"),
            "never_seen_error", "no resolve error appears; the only resolve is python-default",
            ["code span error", "terse"], "python-default"),
        fake("c15-113", s17, k(
            "Pants keeps each resolve's lockfile as JSON under 3rdparty/python",
            "Finding the lockfile a resolve uses.",
            "Look for 3rdparty/python/<resolve>.lock.json after generate-lockfiles.",
            "Reviewing lockfile diffs in PRs.",
            "generate-lockfiles wrote `3rdparty/python/default.lock.json`.", cat="project_convention",
            scope="project"),
            "near_miss", "Pants wrote 3rdparty/python/default.lock (no .json)",
            ["code span", "near-miss path"], "3rdparty/python/default.lock"),
        fake("c15-114", s17, g(
            "Switching the billing image to python:3.11-slim lets the pex start",
            "exec /bin/app: no such file or directory.",
            "distroless/static base.",
            "No interpreter for the pex.",
            "FROM python:3.11-slim.",
            "Switching the base to `FROM python:3.11-slim` fixed `exec /bin/app: no such file or directory`; the "
            "rebuilt image started.", cat="build_config"),
            "names_false_claim", "the person reports the same error after the rebuild",
            ["code spans", "false outcome"], "FROM python:3.11-slim", group="c15-pex-exec"),

        real("c15-115", s18, g(
            "CMAKE_CUDA_ARCHITECTURES set from $ENV{CUDA_ARCH} ignores -D; set the env var",
            "CUDA configure fails: CMAKE_CUDA_ARCHITECTURES must be non-empty if set.",
            "Passing -DCMAKE_CUDA_ARCHITECTURES=90: the project's plain set() shadows the cache entry.",
            "CMakeLists.txt line 1 sets the variable from an environment variable unset on this node.",
            "Don't pass -DCMAKE_CUDA_ARCHITECTURES; export CUDA_ARCH=90 for the configure.",
            "```\nCMAKE_CUDA_ARCHITECTURES must be non-empty if set.\n```\nCMakeLists.txt:1 is "
            "`set(CMAKE_CUDA_ARCHITECTURES \"$ENV{CUDA_ARCH}\")`, so `-DCMAKE_CUDA_ARCHITECTURES=90` failed the same "
            "way. `CUDA_ARCH=90 cmake -S . -B build ...` configured and built: `[100%] Built target stencil`.",
            cat="build_config"),
            "shown", "rerun_passes",
            "configure fails, fails again with -D, and passes and builds with CUDA_ARCH=90",
            ["fenced block", "negative fix", "env var fix", "file:line"],
            "CMAKE_CUDA_ARCHITECTURES must be non-empty if set.", "CUDA_ARCH=90 cmake", group="c15-cuda-arch"),
        real("c15-116", s18, g(
            "Shared-memory stencil needs __syncthreads() between the halo load and the reads",
            "The kernel's result differs hugely from the CPU reference.",
            "Reading the tile right after writing halo cells.",
            "Without a barrier other threads read halo cells before they are written.",
            "Insert __syncthreads() after the tile/halo writes.",
            "`./build/stencil --check` → `max abs err vs CPU reference: 3.81e+02 (tol 1e-05)` / `CHECK FAILED`; "
            "inserted `__syncthreads();` between the halo writes and the accumulation → `2.38e-07`, `CHECK OK`; "
            "racecheck `0 hazards displayed`.", cat="debugging_technique"),
            "shown", "edit_then_pass",
            "the check fails; after the edit the rebuild-and-check prints CHECK OK and racecheck finds nothing",
            ["code spans", "arrow"], "CHECK FAILED", "__syncthreads();"),
        known("c15-117", s18, k(
            "Confirm a shared-memory race fix with compute-sanitizer racecheck",
            "A CUDA kernel's results were wrong and a barrier was added.",
            "Run compute-sanitizer --tool racecheck on a small input after the fix.",
            "A matching result can hide a race that only shows on other sizes; racecheck reports hazards directly.",
            "`compute-sanitizer --tool racecheck ./build/stencil --small` → `RACECHECK SUMMARY: 0 hazards displayed "
            "(0 errors, 0 warnings)`", cat="debugging_technique"),
            "the racecheck call and its summary", ["code spans", "arrow"], "--tool racecheck"),
        fake("c15-118", s18, g(
            "Pass CMAKE_CUDA_ARCHITECTURES on the command line when the node profile doesn't set it",
            "Configure fails on an empty architecture list.",
            "Relying on the node's profile.",
            "CUDA_ARCH unset.",
            "-DCMAKE_CUDA_ARCHITECTURES=90.",
            "Passing `-DCMAKE_CUDA_ARCHITECTURES=90` on the cmake line got past `CMAKE_CUDA_ARCHITECTURES must be "
            "non-empty if set.`", cat="build_config"),
            "names_false_claim", "the -D run failed with the same error; only the env var worked",
            ["code spans", "false outcome"], "-DCMAKE_CUDA_ARCHITECTURES=90", group="c15-cuda-arch"),
        fake("c15-119", s18, g(
            "An empty CUDA_ARCH environment variable breaks CUDA configure",
            "cmake configure fails on the architectures.",
            "Unset CUDA_ARCH.",
            "The set() gets an empty string.",
            "Export CUDA_ARCH.",
            "`CMake Error at CMakeLists.txt:2 (project): CMAKE_CUDA_ARCHITECTURES must be valid if set.`",
            cat="build_config"),
            "near_miss", "the error says must be non-empty if set, and is raised from "
            "CMakeCUDAArchitecturesValidate.cmake:7", ["code span", "near-miss quote"],
            "CMAKE_CUDA_ARCHITECTURES must be non-empty", group="c15-cuda-arch"),
        fake("c15-120", s18, g(
            "nvcc 12.4 needs an explicit sm_90 target on H100 nodes",
            "The stencil build fails in nvcc.",
            "Building for the default architecture.",
            "The default arch doesn't cover compute_90.",
            "Set CUDA_ARCH=90.",
            "nvcc stopped with `nvcc fatal   : Unsupported gpu architecture 'compute_90'`.", cat="build_config"),
            "never_seen_error", "nvcc never fails; the 90 build compiles and links", ["code span error"],
            "Built target stencil"),
        fake("c15-121", s18, g(
            "The -O3 stencil build itself reports the numerical mismatch",
            "cmake --build output shows a large error.",
            "Ignoring build output.",
            "A race in the kernel.",
            "Add a barrier.",
            "`cmake --build build -j` printed `max abs err vs CPU reference: 3.81e+02 (tol 1e-05)`.",
            cat="debugging_technique"),
            "other_call_error", "3.81e+02 was printed by ./build/stencil --check; the build-and-check call printed "
            "2.38e-07", ["code spans", "error from another call"], "cmake --build build -j && ./build/stencil"),

        real("c15-122", s19, g(
            "colcon --packages-select on a fresh workspace doesn't build the package's dependencies",
            "colcon build of the driver fails: CMake can't find robot_msgs.",
            "Using --packages-select for a package whose in-workspace dependency has never been built.",
            "--packages-select builds exactly the named package; robot_msgs was never installed.",
            "Use colcon build --packages-up-to my_robot_driver.",
            "`colcon build --packages-select my_robot_driver` → CMake could not find a package configuration file "
            "provided by \"robot_msgs\" (`Failed   <<< my_robot_driver [1.21s, exited with code 1]`). "
            "`colcon build --packages-up-to my_robot_driver` → `Summary: 2 packages finished [11.2s]`.",
            cat="tool_quirk"),
            "shown", "rerun_passes",
            "the select build fails; the up-to build builds robot_msgs then the driver",
            ["code spans", "exit code", "flag fix", "arrow"],
            'asked CMake to find a package configuration file provided by "robot_msgs"',
            "colcon build --packages-up-to my_robot_driver"),
        real("c15-123", s19, g(
            "ros2 run: Package not found until the workspace overlay is sourced in the same shell",
            "`ros2 run my_robot_driver driver_node` says the package is not found right after a successful build.",
            "Sourcing install/setup.bash in one Bash call and running ros2 in the next.",
            "Each Bash call is a new shell, so the overlay isn't active.",
            "Chain it: source install/setup.bash && ros2 run ...",
            "`ros2 run my_robot_driver driver_node` → `Package 'my_robot_driver' not found`. 워크스페이스 overlay 를 "
            "source 하지 않아서; 각 Bash 호출이 새 쉘이라 `source install/setup.bash &&` 로 묶어야 함 → `driver ready`.",
            cat="env_setup"),
            "shown", "fix_ran",
            "ros2 run fails; the chained source-and-run call starts the node",
            ["Korean", "mixed language", "code spans", "arrow"],
            "Package 'my_robot_driver' not found", "source install/setup.bash && ros2 run"),
        real("c15-124", s19, g(
            "ROS 2 ament_cmake: config/ isn't installed unless CMakeLists.txt says so",
            "ros2 launch can't find the package's params yaml under install/.",
            "Expecting files in the source package's config/ to be found at runtime.",
            "ament_cmake installs nothing it isn't told to.",
            "Add install(DIRECTORY config DESTINATION share/${PROJECT_NAME}) and rebuild.",
            "`[ERROR] [launch]: Caught exception in launch (see debug for traceback): file not found: "
            "/home/marta/ros2_ws/install/my_robot_driver/share/my_robot_driver/config/driver.yaml` - added "
            "`install(DIRECTORY config DESTINATION share/${PROJECT_NAME})` (cmake/install_config_fix.cmake).",
            cat="build_config"),
            "not_shown", "write_named_like_fix",
            "the rule goes into a new install_config_fix.cmake that CMakeLists.txt doesn't include; nothing is "
            "rebuilt or launched", ["code spans", "absolute path", "path named like the fix"],
            "file not found:", "install_config_fix.cmake"),
        known("c15-125", s19, k(
            "ROS 2 launch resolves package files from install/<pkg>/share, not src/",
            "A launch file can't find a config file that exists in the source tree.",
            "Look at the path in the error: it is the install space; install the directory there.",
            "Runtime lookups go through the package's share directory.",
            "The launch error path was `/home/marta/ros2_ws/install/my_robot_driver/share/my_robot_driver/config/"
            "driver.yaml`.", cat="build_config"),
            "the launch error names the install/share path", ["code span path"],
            "install/my_robot_driver/share/my_robot_driver/config/driver.yaml"),
        fake("c15-126", s19, g(
            "ros2 launch can't see a freshly built package without sourcing",
            "ros2 launch says the package isn't found.",
            "Not sourcing install/setup.bash.",
            "The overlay isn't active.",
            "Source it first.",
            "`ros2 launch my_robot_driver driver.launch.py` → `Package 'my_robot_driver' not found`.",
            cat="env_setup"),
            "other_call_error", "the launch call (already sourced) failed on the yaml file; Package not found came "
            "from ros2 run", ["code spans", "error from another call"], "ros2 launch my_robot_driver driver.launch.py"),
        fake("c15-127", s19, g(
            "colcon --symlink-install makes config files visible to launch",
            "The launch file can't find config/driver.yaml.",
            "A plain colcon build.",
            "Without symlinks config isn't in install/.",
            "colcon build --symlink-install.",
            "Rebuilding with `colcon build --symlink-install` made the launch file find config/driver.yaml.",
            cat="build_config"),
            "invented_detail", "--symlink-install is never used and the launch is never re-run",
            ["code span", "invented flag"], "driver.launch.py"),
        fake("c15-128", s19, g(
            "Python nodes can't import a custom msg package until it's built",
            "The driver node fails importing robot_msgs.",
            "Building only the driver.",
            "robot_msgs' Python bindings aren't generated yet.",
            "--packages-up-to.",
            "driver_node died with `ModuleNotFoundError: No module named 'robot_msgs.msg'`.", cat="build_config"),
            "never_seen_error", "the driver node starts fine; no import error appears", ["code span error"],
            "driver ready"),
    ]
