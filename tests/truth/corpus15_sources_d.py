"""Scripted sessions of corpus15, part d: CUDA with nvcc under CMake, ROS 2 with colcon, PlatformIO on an ESP32, Yocto
bitbake with a custom layer (and an interrupted call), AWS SAM with sam local and sam deploy (see build_corpus15.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus15_sources_b import REJECTED

CUDA = "/home/wei/hpc/stencil-cuda"
ROS = "/home/marta/ros2_ws"
PIO = "/home/felix/iot/greenhouse-node"
YOCTO = "/home/jonas/yocto/poky-build"
SAM = "/Users/priya/code/thumbs-sam"

NVCC = "/usr/local/cuda-12.4/bin/nvcc"
ARCH_ERR = ("CMake Error at /usr/share/cmake-3.28/Modules/Internal/CMakeCUDAArchitecturesValidate.cmake:7 (message):\n"
            "  CMAKE_CUDA_ARCHITECTURES must be non-empty if set.\nCall Stack (most recent call first):\n"
            "  CMakeLists.txt:2 (project)")


def _cuda() -> list[Any]:
    return [
        ("user", "cmake configure fails on the new node (CUDA 12.4, gcc 13), and the kernel gives wrong results at "
                 "-O3"),
        ("bash", "cmake -S . -B build -DCMAKE_BUILD_TYPE=Release",
         "-- The CXX compiler identification is GNU 13.2.0\n-- The CUDA compiler identification is unknown\n"
         "CMake Error at CMakeLists.txt:2 (project):\n  No CMAKE_CUDA_COMPILER could be found.\n\n"
         "  Tell CMake where to find the compiler by setting either the environment\n"
         "  variable \"CUDACXX\" or the CMake cache entry CMAKE_CUDA_COMPILER to the full\n"
         "  path to the compiler, or to the compiler name if it is in the PATH.\n\n\n"
         "-- Configuring incomplete, errors occurred!", True),
        ("bash", "ls /usr/local/ | grep cuda; which nvcc", "cuda\ncuda-12.4", True),
        ("say", f"nvcc isn't on PATH. Pointing CMake at it with `-DCMAKE_CUDA_COMPILER={NVCC}`, from a clean build "
                "dir because the failed compiler detection is cached."),
        ("bash", f"rm -rf build && cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_COMPILER={NVCC}",
         "-- The CUDA compiler identification is NVIDIA 12.4.131\n-- Detecting CUDA compiler ABI info - done\n"
         f"-- Check for working CUDA compiler: {NVCC} - skipped\n" + ARCH_ERR, True),
        ("bash", "grep -n CUDA_ARCH CMakeLists.txt", '1:set(CMAKE_CUDA_ARCHITECTURES "$ENV{CUDA_ARCH}")', False),
        ("say", "CMakeLists.txt line 1 reads `$ENV{CUDA_ARCH}`, which the old node's profile set to 80; here it is "
                "unset. Trying the cache entry first."),
        ("bash", f"rm -rf build && cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_COMPILER={NVCC} "
                 "-DCMAKE_CUDA_ARCHITECTURES=90", ARCH_ERR, True),
        ("say", "Same error: a plain `set()` in CMakeLists.txt shadows the `-D` cache entry. Setting the environment "
                "variable it reads instead."),
        ("bash", f"rm -rf build && CUDA_ARCH=90 cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "
                 f"-DCMAKE_CUDA_COMPILER={NVCC} && cmake --build build -j",
         "-- Configuring done (3.1s)\n-- Generating done (0.0s)\n"
         f"-- Build files have been written to: {CUDA}/build\n"
         "[ 50%] Building CUDA object CMakeFiles/stencil.dir/src/stencil.cu.o\n"
         "[100%] Linking CUDA executable stencil\n[100%] Built target stencil", False),
        ("user", "ok it builds. now the wrong results"),
        ("bash", "./build/stencil --check", "max abs err vs CPU reference: 3.81e+02 (tol 1e-05)\nCHECK FAILED", True),
        ("say", "An error that large points to a race, not floating point. The shared-memory tile is read right "
                "after the halo cells are written, with no barrier in between."),
        ("edit", f"{CUDA}/src/stencil.cu",
         "    tile[ty][tx + RADIUS + BLOCK] = in[gidx + BLOCK];\n  }\n  float acc = 0.f;",
         "    tile[ty][tx + RADIUS + BLOCK] = in[gidx + BLOCK];\n  }\n  __syncthreads();\n  float acc = 0.f;"),
        ("bash", "cmake --build build -j && ./build/stencil --check",
         "[100%] Built target stencil\nmax abs err vs CPU reference: 2.38e-07 (tol 1e-05)\nCHECK OK", False),
        ("bash", "compute-sanitizer --tool racecheck ./build/stencil --small",
         "========= RACECHECK SUMMARY: 0 hazards displayed (0 errors, 0 warnings)", False),
        ("say", "Results match the CPU reference and racecheck reports no hazards."),
    ]


def _ros() -> list[Any]:
    return [
        ("user", "colcon build fails for my_robot_driver since I added the custom msg package. humble"),
        ("bash", "colcon build --packages-select my_robot_driver",
         "Starting >>> my_robot_driver\n--- stderr: my_robot_driver\nCMake Error at CMakeLists.txt:14 "
         "(find_package):\n  By not providing \"Findrobot_msgs.cmake\" in CMAKE_MODULE_PATH this project has\n"
         "  asked CMake to find a package configuration file provided by \"robot_msgs\",\n"
         "  but CMake did not find one.\n---\nFailed   <<< my_robot_driver [1.21s, exited with code 1]\n\n"
         "Summary: 0 packages finished [1.52s]\n  1 package failed: my_robot_driver", True),
        ("say", "`--packages-select` builds only the driver, and robot_msgs has never been built into this "
                "workspace's install/. `--packages-up-to` builds the dependencies first."),
        ("bash", "colcon build --packages-up-to my_robot_driver",
         "Starting >>> robot_msgs\nFinished <<< robot_msgs [6.88s]\nStarting >>> my_robot_driver\n"
         "Finished <<< my_robot_driver [4.02s]\n\nSummary: 2 packages finished [11.2s]", False),
        ("user", "nice. but `ros2 run my_robot_driver driver_node` says package not found"),
        ("bash", "ros2 run my_robot_driver driver_node", "Package 'my_robot_driver' not found", True),
        ("say", "This shell hasn't sourced the workspace overlay. Every Bash call here is a fresh shell, so I chain "
                "`source install/setup.bash` into the same command."),
        ("bash", "source install/setup.bash && ros2 run my_robot_driver driver_node --ros-args -p port:=/dev/null & "
                 "sleep 3; kill %1",
         "[INFO] [1741940000.112233445] [driver_node]: opening /dev/null at 115200 baud\n"
         "[INFO] [1741940000.213344556] [driver_node]: driver ready", False),
        ("user", "ok. last one: the launch file can't find the params yaml"),
        ("bash", "source install/setup.bash && ros2 launch my_robot_driver driver.launch.py",
         "[INFO] [launch]: All log files can be found below /home/marta/.ros/log/2026-03-16-10-12-01-442-ws-12345\n"
         "[INFO] [launch]: Default logging verbosity is set to INFO\n"
         "[ERROR] [launch]: Caught exception in launch (see debug for traceback): file not found: "
         f"{ROS}/install/my_robot_driver/share/my_robot_driver/config/driver.yaml", True),
        ("say", "The config directory is never installed. CMakeLists.txt needs "
                "`install(DIRECTORY config DESTINATION share/${PROJECT_NAME})`, then a rebuild."),
        ("write", f"{ROS}/src/my_robot_driver/cmake/install_config_fix.cmake",
         "install(DIRECTORY config DESTINATION share/${PROJECT_NAME})\n"),
        ("say", "I put the install rule into cmake/install_config_fix.cmake. It still has to be `include()`d from "
                "CMakeLists.txt, which I haven't done."),
        ("user", "ok I'll wire it up myself"),
    ]


def _pio() -> list[Any]:
    return [
        ("user", "pio run fails since updating the espressif32 platform, and upload can't open the port"),
        ("bash", "pio run -e esp32dev",
         "Processing esp32dev (platform: espressif32; board: esp32dev; framework: arduino)\n"
         "--------------------------------------------------------------------------------\n"
         "Compiling .pio/build/esp32dev/src/main.cpp.o\n"
         "src/main.cpp:5:10: fatal error: DHT.h: No such file or directory\n\n"
         "*******************************************************************\n"
         "* Looking for DHT.h dependency? Check our library registry!\n*\n"
         "* CLI  > platformio lib search \"header:DHT.h\"\n"
         "* Web  > https://registry.platformio.org/search?q=header:DHT.h\n*\n"
         "*******************************************************************\n\n"
         "    5 | #include <DHT.h>\n      |          ^~~~~~~\ncompilation terminated.\n"
         "*** [.pio/build/esp32dev/src/main.cpp.o] Error 1\n"
         "========================== [FAILED] Took 3.02 seconds ==========================", True),
        ("bash", "grep -n -A3 lib_deps platformio.ini",
         "20:lib_deps =\n21-    adafruit/DHT sensor library@^1.4.6\n22-\n23-[env:esp32dev]", False),
        ("say", "`lib_deps` only sits in the `[env:esp32-s3]` section, so esp32dev never gets the DHT library. "
                "Moving it to the shared `[env]` section, with the Unified Sensor dependency it needs."),
        ("edit", f"{PIO}/platformio.ini", "[env]\nplatform = espressif32",
         "[env]\nplatform = espressif32\nlib_deps =\n    adafruit/DHT sensor library@^1.4.6\n"
         "    adafruit/Adafruit Unified Sensor@^1.1.14"),
        ("bash", "pio run -e esp32dev",
         "Library Manager: Installing adafruit/DHT sensor library @ ^1.4.6\n"
         "Library Manager: DHT sensor library@1.4.6 has been installed!\n"
         "Library Manager: Installing adafruit/Adafruit Unified Sensor @ ^1.1.14\n"
         "Compiling .pio/build/esp32dev/src/main.cpp.o\nLinking .pio/build/esp32dev/firmware.elf\n"
         "RAM:   [=         ]   6.8% (used 22304 bytes from 327680 bytes)\n"
         "Flash: [==        ]  21.4% (used 280561 bytes from 1310720 bytes)\n"
         "========================= [SUCCESS] Took 14.77 seconds =========================", False),
        ("user", "upload now please"),
        ("bash", "pio run -e esp32dev -t upload",
         "Auto-detected: /dev/ttyUSB0\nUploading .pio/build/esp32dev/firmware.bin\nesptool.py v4.5.1\n"
         "Serial port /dev/ttyUSB0\n\nA fatal error occurred: Could not open /dev/ttyUSB0, the port is busy or "
         "doesn't exist.\n([Errno 13] could not open port /dev/ttyUSB0: [Errno 13] Permission denied: "
         "'/dev/ttyUSB0')\n\n*** [upload] Error 2\n"
         "========================== [FAILED] Took 2.30 seconds ==========================", True),
        ("say", "Permission denied on the serial device: your user isn't in the `dialout` group. Run "
                "`sudo usermod -aG dialout $USER`, then log out and back in, since group membership only applies "
                "to new sessions. I can't do that from here without sudo."),
        ("user", "did it and relogged. upload worked from my terminal 👍 OTA is still broken though"),
        ("bash", "pio run -e esp32dev -t upload --upload-port greenhouse-node.local",
         "Uploading .pio/build/esp32dev/firmware.bin\n"
         "15:02:44 [DEBUG]: Options: {'esp_ip': 'greenhouse-node.local', 'host_ip': '0.0.0.0', 'esp_port': 3232, "
         "'host_port': 41233, 'auth': '', 'image': '.pio/build/esp32dev/firmware.bin', 'spiffs': False, "
         "'debug': True, 'progress': True, 'timeout': 10}\n15:02:44 [INFO]: Starting on 0.0.0.0:41233\n"
         "15:02:44 [INFO]: Upload size: 280928\nSending invitation to greenhouse-node.local \n"
         "15:02:54 [ERROR]: No response from the ESP\n*** [upload] Error 1", True),
        ("say", "espota gets no answer, and the options show `'auth': ''` while the firmware calls "
                "`ArduinoOTA.setPassword(...)`. An OTA env would need `upload_protocol = espota` and "
                "`upload_flags = --auth=...`. Do you want me to set `--auth` from OTA_PASSWORD in a new "
                "[env:esp32dev-ota]?"),
        ("user", "hm, the password is in 1password, let me think about it"),
    ]


def _yocto() -> list[Any]:
    return [
        ("user", "bitbake fails in do_fetch for our layer's sensord recipe, and I'm running out of disk"),
        ("bash", "source oe-init-build-env build >/dev/null && bitbake sensord",
         "Loading cache: 100% |############################################| Time: 0:00:01\n"
         "Loaded 1842 entries from dependency cache.\nNOTE: Resolving any missing task queue dependencies\n"
         "WARNING: sensord-1.2.0-r0 do_fetch: Failed to fetch URL git://github.com/acme/sensord.git;branch=main, "
         "attempting MIRRORS if available\n"
         "ERROR: sensord-1.2.0-r0 do_fetch: Fetcher failure for URL: 'git://github.com/acme/sensord.git;branch=main'. "
         "Unable to fetch URL from any source.\n"
         f"ERROR: Logfile of failure stored in: {YOCTO}/build/tmp/work/cortexa53-poky-linux/sensord/1.2.0-r0/temp/"
         "log.do_fetch.41122\n"
         "ERROR: Task (/home/jonas/yocto/meta-acme/recipes-apps/sensord/sensord_1.2.0.bb:do_fetch) failed with exit "
         "code '1'", True),
        ("say", "GitHub stopped serving the unauthenticated git:// protocol. The SRC_URI needs `;protocol=https`."),
        ("edit", "/home/jonas/yocto/meta-acme/recipes-apps/sensord/sensord_1.2.0.bb",
         'SRC_URI = "git://github.com/acme/sensord.git;branch=main"',
         'SRC_URI = "git://github.com/acme/sensord.git;protocol=https;branch=main"'),
        ("bash", "source oe-init-build-env build >/dev/null && bitbake sensord -c fetch",
         "NOTE: Tasks Summary: Attempted 2 tasks of which 0 didn't need to be rerun and all succeeded.", False),
        ("user", "ok. disk: tmp/ is 180G"),
        ("say", "`INHERIT += \"rm_work\"` in local.conf removes each recipe's work dir once it is built. tmp/ itself "
                "can be deleted outright, it is rebuilt from sstate. Deleting it now."),
        ("bash", "rm -rf build/tmp", REJECTED, True),
        ("user", "[Request interrupted by user for tool use]"),
        ("user", "don't delete tmp, a colleague's build is using it. just add rm_work"),
        ("edit", f"{YOCTO}/build/conf/local.conf", 'PACKAGE_CLASSES ?= "package_rpm"',
         'PACKAGE_CLASSES ?= "package_rpm"\nINHERIT += "rm_work"'),
        ("say", "Added `INHERIT += \"rm_work\"`. Existing work dirs stay until their recipes run again."),
        ("user", "ok, and the full image?"),
        ("bash", "source oe-init-build-env build >/dev/null && bitbake core-image-minimal",
         "ERROR: core-image-minimal-1.0-r0 do_rootfs: Could not invoke dnf. Command "
         f"'{YOCTO}/build/tmp/work/qemuarm64-poky-linux/core-image-minimal/1.0-r0/recipe-sysroot-native/usr/bin/dnf "
         "-v --rpmverbosity=info -y install sensord' returned 1:\n"
         "Error: \n Problem: package sensord-1.2.0-r0.cortexa53 requires libgpiod.so.2()(64bit), but none of the "
         "providers can be installed", True),
        ("say", "sensord links against libgpiod but the recipe declares no dependency on it. It needs "
                "`DEPENDS += \"libgpiod\"` for the build and `RDEPENDS:${PN} += \"libgpiod\"` for the image."),
        ("edit", "/home/jonas/yocto/meta-acme/recipes-apps/sensord/sensord_1.2.0.bb", "inherit cmake",
         'inherit cmake\n\nDEPENDS += "libgpiod"\nRDEPENDS:${PN} += "libgpiod"'),
        ("bash", "source oe-init-build-env build >/dev/null && bitbake core-image-minimal",
         "Command timed out after 2m 0.0s\nNOTE: Running task 3911 of 4127 "
         "(/home/jonas/yocto/poky/meta/recipes-core/images/core-image-minimal.bb:do_rootfs)", True),
        ("say", "That was the Bash tool's default 2-minute timeout, not bitbake. Re-running with a longer timeout."),
        ("tool", "Bash", {"command": "source oe-init-build-env build >/dev/null && bitbake core-image-minimal",
                          "timeout": 1800000, "description": "Build core-image-minimal with a 30 min timeout"},
         "NOTE: Tasks Summary: Attempted 4127 tasks of which 4090 didn't need to be rerun and all succeeded.", False),
    ]


def _sam() -> list[Any]:
    return [
        ("user", "sam build fails on my M2 for the pillow function, and sam local invoke times out"),
        ("bash", "sam build",
         f"Building codeuri: {SAM}/src/thumbnail runtime: python3.12 metadata: {{}} architecture: x86_64 functions: "
         "ThumbnailFunction\nRunning PythonPipBuilder:ResolveDependencies\n\nBuild Failed\n"
         "Error: PythonPipBuilder:ResolveDependencies - {pillow==10.3.0(wheel)}", True),
        ("say", "The function is x86_64 and the build runs natively on arm64 macOS, so pip can't resolve a pillow "
                "wheel for the target. `--use-container` builds inside the Lambda build image."),
        ("bash", "sam build --use-container",
         f"Starting Build inside a container\nBuilding codeuri: {SAM}/src/thumbnail runtime: python3.12 metadata: "
         "{} architecture: x86_64 functions: ThumbnailFunction\n\n"
         "Fetching public.ecr.aws/sam/build-python3.12:latest-x86_64 Docker container image......\n"
         f"Mounting {SAM}/src/thumbnail as /tmp/samcli/source:ro,delegated, inside runtime container\n\n"
         "Build Succeeded\n\nBuilt Artifacts  : .aws-sam/build\nBuilt Template   : .aws-sam/build/template.yaml",
         False),
        ("user", "ok. now local invoke"),
        ("bash", "sam local invoke ThumbnailFunction -e events/s3-put.json",
         "Invoking app.handler (python3.12)\nLocal image is up-to-date\n"
         "Using local image: public.ecr.aws/lambda/python:3.12-rapid-x86_64.\n\n"
         f"Mounting {SAM}/.aws-sam/build/ThumbnailFunction as /var/task:ro,delegated, inside runtime container\n"
         "START RequestId: 0c6f2b1e-8a1d-4f7e-9d55-2c1b7e0f4a11 Version: $LATEST\n"
         "END RequestId: 0c6f2b1e-8a1d-4f7e-9d55-2c1b7e0f4a11\n"
         "REPORT RequestId: 0c6f2b1e-8a1d-4f7e-9d55-2c1b7e0f4a11\tInit Duration: 0.18 ms\tDuration: 3000.00 ms\t"
         "Billed Duration: 3000 ms\tMemory Size: 128 MB\tMax Memory Used: 128 MB\n"
         '{"errorMessage": "2026-03-17T11:20:41.512Z 0c6f2b1e-8a1d-4f7e-9d55-2c1b7e0f4a11 Task timed out after '
         '3.00 seconds"}', False),
        ("say", "Globals still have the default `Timeout: 3` and `MemorySize: 128`; resizing with pillow at 128 MB "
                "is slow. Raising both."),
        ("edit", f"{SAM}/template.yaml", "    Timeout: 3\n    MemorySize: 128", "    Timeout: 30\n    MemorySize: 512"),
        ("bash", "sam validate --lint", f"{SAM}/template.yaml is a valid SAM Template", False),
        ("user", "perfect, that template lint warning was bugging me anyway"),
        ("bash", "sam local invoke ThumbnailFunction -e events/s3-put.json",
         "Invoking app.handler (python3.12)\nLocal image is up-to-date\n"
         "START RequestId: 7d1e9a40-2b6c-4f0e-8c3a-91f5d2e6b7a8 Version: $LATEST\n"
         "REPORT RequestId: 7d1e9a40-2b6c-4f0e-8c3a-91f5d2e6b7a8\tInit Duration: 0.21 ms\tDuration: 3000.00 ms\t"
         "Billed Duration: 3000 ms\tMemory Size: 128 MB\tMax Memory Used: 128 MB\n"
         '{"errorMessage": "2026-03-17T11:26:02.904Z 7d1e9a40-2b6c-4f0e-8c3a-91f5d2e6b7a8 Task timed out after '
         '3.00 seconds"}', False),
        ("say", "Still 3 seconds and 128 MB: `sam local invoke` runs `.aws-sam/build/template.yaml`, which still has "
                "the old values. It needs a `sam build --use-container` first."),
        ("user", "I'll rebuild later. deploy config next?"),
        ("bash", "sam deploy --stack-name thumbs-dev --resolve-s3 --capabilities CAPABILITY_IAM "
                 "--no-confirm-changeset",
         "Error: Failed to create changeset for the stack: thumbs-dev, An error occurred (ValidationError) when "
         "calling the CreateChangeSet operation: Stack:arn:aws:cloudformation:eu-west-1:111122223333:stack/"
         "thumbs-dev/1a2b3c4d is in ROLLBACK_COMPLETE state and can not be updated.", True),
        ("say", "A stack in ROLLBACK_COMPLETE can't be updated, only deleted and created again: "
                "`sam delete --stack-name thumbs-dev --no-prompts`, then deploy. That is destructive - go ahead?"),
        ("user", "yes it's dev, go"),
        ("bash", "sam delete --stack-name thumbs-dev --no-prompts && sam deploy --stack-name thumbs-dev "
                 "--resolve-s3 --capabilities CAPABILITY_IAM --no-confirm-changeset",
         "\t- Deleting Cloudformation stack thumbs-dev\n\nDeleted successfully\n"
         "Successfully created/updated stack - thumbs-dev in eu-west-1", False),
    ]


def sources() -> dict[str, tuple[str, str, str, list[Any]]]:
    return {
        "s18-cuda-cmake": (CUDA, "2026-03-11T09:40:00Z", "h100-node", _cuda()),
        "s19-ros2-colcon": (ROS, "2026-03-16T10:00:00Z", "humble", _ros()),
        "s20-platformio-esp32": (PIO, "2026-03-12T14:30:00Z", "main", _pio()),
        "s21-yocto-bitbake": (YOCTO, "2026-03-13T08:10:00Z", "kirkstone", _yocto()),
        "s22-aws-sam": (SAM, "2026-03-17T11:15:00Z", "arm-build", _sam()),
    }
