"""The seventeenth tracking corpus, part 5: ROS 2 packages built by colcon but not on the path until
`source install/setup.bash`, and PlatformIO uploads that can't autodetect a forwarded serial port
(`--upload-port`). The labelling rules are in tracking17_cases.py."""
from __future__ import annotations

from tests.truth.tracking17_cases import T

WS = "/home/dev/ros2_ws"


def built(pkg: str, secs: str) -> str:
    return f"Starting >>> {pkg}\nFinished <<< {pkg} [{secs}s]\n\nSummary: 1 package finished [{secs}s]"


def lesson_i() -> None:
    T.source(
        "s-colcon-source", WS, "2026-03-12T16:00:00Z", "feature/median-window",
        ("user", "I added a median window parameter to lidar_filter. Build it and run the node with window 5."),
        ("edit", f"{WS}/src/lidar_filter/lidar_filter/filter_node.py", "        super().__init__('lidar_filter')\n",
         "        super().__init__('lidar_filter')\n        self.declare_parameter('window', 3)\n"),
        ("bash", "colcon build --packages-select lidar_filter", built("lidar_filter", "2.31"), False),
        ("bash", "ros2 run lidar_filter filter_node --ros-args -p window:=5", "Exit code 1\nPackage 'lidar_filter' "
                                                                             "not found", True),
        ("say", "This shell only has /opt/ros/humble sourced. The workspace overlay in install/ isn't on the path "
                "until its setup script is sourced, and a new package needs that after the build."),
        ("bash", "source install/setup.bash && (timeout 5 ros2 run lidar_filter filter_node --ros-args -p window:=5 &) "
                 "&& sleep 3 && ros2 param get /lidar_filter window", "Integer value is: 5", False),
    )
    T.lesson(
        "t17-colcon-source-overlay", "global", "en", "s-colcon-source", "env_setup",
        title="ros2 run can't see a colcon-built package until install/setup.bash is sourced",
        symptom="Right after a successful `colcon build`, `ros2 run lidar_filter filter_node` fails with `Package "
                "'lidar_filter' not found`.",
        trap="Rebuilding or checking setup.py entry points, when only the shell is missing the overlay.",
        cause="The shell only sourced /opt/ros/humble; the workspace's install/ overlay joins AMENT_PREFIX_PATH only "
              "when its setup script is sourced.",
        workaround="`source install/setup.bash` (from the workspace root, in the same shell) before ros2 run or "
                   "ros2 launch.",
        evidence=["`ros2 run lidar_filter filter_node --ros-args -p window:=5` → `Package 'lidar_filter' not found`",
                  "`source install/setup.bash && (timeout 5 ros2 run lidar_filter filter_node --ros-args -p "
                  "window:=5 &)` → `Integer value is: 5`"])


def later_i() -> None:
    L = "t17-colcon-source-overlay"
    T.later(
        "l-ros-dot-local", WS, "2026-04-07T10:30:00Z", "feature/sim",
        ("user", "Build nav_bringup and start the sim launch without rviz."),
        ("bash", "colcon build --packages-select nav_bringup && . install/local_setup.bash && timeout 15 ros2 launch "
                 "nav_bringup sim.launch.py use_rviz:=false",
         built("nav_bringup", "1.87") + "\n[INFO] [launch]: All log files can be found below "
         "/home/dev/.ros/log/2026-04-07-10-31-02-118273-dev-4120\n[INFO] [gzserver-1]: process started with pid "
         "[4131]\n[INFO] [map_server-2]: process started with pid [4133]", False),
    )
    T.pair(L, "l-ros-dot-local", "applied", "`. install/local_setup.bash` (dot and the local setup script: another "
           "spelling) after the build; the launch finds the package")
    T.later(
        "l-ros-zsh", "/home/dev/imu_ws", "2026-04-11T09:00:00Z", "main",
        ("user", "My shell is zsh. Build imu_calib and run the calibration with 200 samples."),
        ("bash", "colcon build --packages-select imu_calib && source install/setup.zsh && ros2 run imu_calib "
                 "calibrate --ros-args -p samples:=200",
         built("imu_calib", "3.02") + "\n[INFO] [imu_calib]: collected 200 samples\ncalibration written to "
                                       "/home/dev/.ros/imu_calib.yaml", False),
    )
    T.pair(L, "l-ros-zsh", "applied", "sources install/setup.zsh (the zsh script) after the build; ros2 run works")
    T.later(
        "l-ros-wrapper", WS, "2026-04-15T14:20:00Z", "chore/scripts",
        ("user", "Make a script that runs the lidar filter node with whatever args I pass, and try it with window 7."),
        ("write", f"{WS}/scripts/run_filter.sh",
         "#!/usr/bin/env bash\nset -e\nsource \"$(dirname \"$0\")/../install/setup.bash\"\nexec ros2 run lidar_filter "
         "filter_node \"$@\"\n"),
        ("bash", "chmod +x scripts/run_filter.sh && (timeout 5 ./scripts/run_filter.sh --ros-args -p window:=7 &) && "
                 "sleep 3 && source install/setup.bash && ros2 param get /lidar_filter window",
         "Integer value is: 7", False),
    )
    T.pair(L, "l-ros-wrapper", "applied", "a wrapper script sources install/setup.bash before ros2 run; the node "
           "starts")
    T.later(
        "l-ros-camera", WS, "2026-04-18T11:45:00Z", "feature/camera",
        ("user", "Build the new camera_driver package and start it."),
        ("bash", "colcon build --packages-select camera_driver", built("camera_driver", "4.10"), False),
        ("bash", "ros2 run camera_driver usb_cam_node", "Exit code 1\nPackage 'camera_driver' not found", True),
        ("bash", "source install/setup.bash && timeout 5 ros2 run camera_driver usb_cam_node",
         "[INFO] [usb_cam_node]: opened /dev/video0 at 1280x720", False),
    )
    T.pair(L, "l-ros-camera", "recurred", "Package 'camera_driver' not found right after the build (another package) "
           "before sourcing")
    T.later(
        "l-ros-launch", WS, "2026-04-22T15:10:00Z", "feature/sim",
        ("user", "Rebuild everything and bring up the sim."),
        ("bash", "colcon build", "Summary: 6 packages finished [41.2s]", False),
        ("bash", "ros2 launch nav_bringup sim.launch.py",
         "Exit code 1\nPackage 'nav_bringup' not found: \"package 'nav_bringup' not found, searching: "
         "['/opt/ros/humble']\"", True),
        ("say", "The workspace isn't sourced in this shell."),
    )
    T.pair(L, "l-ros-launch", "recurred", "ros2 launch reports Package 'nav_bringup' not found with only "
           "/opt/ros/humble searched: the same failure through launch")
    T.later(
        "l-ros-otherws", "/home/dev/robot_ws", "2026-04-26T10:00:00Z", "main",
        ("user", "Build gripper_ctl in robot_ws and run its node."),
        ("bash", "colcon build --packages-select gripper_ctl", built("gripper_ctl", "1.55"), False),
        ("bash", "source ~/ros2_ws/install/setup.bash && ros2 run gripper_ctl gripper_node",
         "Exit code 1\nPackage 'gripper_ctl' not found", True),
        ("say", "That sourced the other workspace (ros2_ws); gripper_ctl was built into robot_ws/install."),
        ("bash", "source install/setup.bash && timeout 5 ros2 run gripper_ctl gripper_node",
         "[INFO] [gripper_node]: gripper ready on /dev/ttyUSB1", False),
    )
    T.pair(L, "l-ros-otherws", "recurred", "a setup.bash is sourced but from another workspace; Package "
           "'gripper_ctl' not found still appears: fix run, failure still there")
    T.later(
        "l-ros-build-only", WS, "2026-05-02T17:30:00Z", "main",
        ("user", "Build the whole workspace with symlink install; the robot is off, I'll run things tomorrow."),
        ("bash", "colcon build --symlink-install", "Summary: 6 packages finished [38.7s]", False),
        ("say", "Built. Tomorrow: `source install/setup.bash` in each new terminal, then ros2 run / ros2 launch."),
    )
    T.pair(L, "l-ros-build-only", "neither", "only the build (the preparatory half); sourcing is named in prose, "
           "nothing is run, no failure")
    T.later(
        "l-ros-before", WS, "2026-03-08T09:00:00Z", "main",
        ("user", "run the lidar filter"),
        ("bash", "source install/setup.bash && timeout 5 ros2 run lidar_filter filter_node",
         "[INFO] [lidar_filter]: filtering /scan -> /scan_filtered", False),
    )
    T.pair(L, "l-ros-before", "neither", "sources the overlay before ros2 run, but dated before the lesson's source "
           "session")


GH = "/home/dev/greenhouse-fw"
NO_PORT = ("Looking for upload port...\nError: Please specify `upload_port` for environment or use global "
           "`--upload-port` option. For some development platforms it can be a USB flash drive (i.e. "
           "/media/<user>/<device name>)")


def upload(env: str, board: str, ok: bool, secs: str) -> str:
    head = (f"Processing {env} (platform: espressif32; board: {board}; framework: arduino)\n"
            f"Building .pio/build/{env}/firmware.bin\n")
    if not ok:
        return ("Exit code 1\n" + head + NO_PORT + f"\n========================= [FAILED] Took {secs} seconds "
                "=========================")
    return (head + "Writing at 0x000d4a1f... (100 %)\nWrote 874512 bytes (553120 compressed) at 0x00010000 in 9.7 "
            "seconds (effective 721.5 kbit/s)...\nHash of data verified.\n\nLeaving...\nHard resetting via RTS "
            f"pin...\n========================= [SUCCESS] Took {secs} seconds =========================")


def lesson_j() -> None:
    T.source(
        "s-pio-upload-port", GH, "2026-03-13T19:00:00Z", "main",
        ("user", "Flash the new firmware to the ESP32. It's on /dev/ttyACM0, passed through from Windows with "
                 "usbipd."),
        ("bash", "pio run -e esp32dev -t upload", upload("esp32dev", "esp32dev", False, "21.84"), True),
        ("bash", "pio device list", "/dev/ttyACM0\n------------\nHardware ID: USB VID:PID=303A:1001 "
                                    "SER=F4:12:FA:7C:39:E0\nDescription: USB JTAG/serial debug unit", False),
        ("say", "Autodetect only picks ports whose hardware ID matches a known board, and the usbipd-forwarded "
                "device isn't matched, so PlatformIO won't guess. The port has to be given explicitly."),
        ("bash", "pio run -e esp32dev -t upload --upload-port /dev/ttyACM0", upload("esp32dev", "esp32dev", True,
                                                                                    "34.02"), False),
    )
    T.lesson(
        "t17-pio-upload-port", "global", "en", "s-pio-upload-port", "tool_quirk",
        title="PlatformIO upload can't autodetect a forwarded serial port",
        symptom="`pio run -e esp32dev -t upload` builds, then stops at Looking for upload port with an error asking "
                "to specify upload_port or use --upload-port.",
        trap="Replugging the board or reinstalling udev rules.",
        cause="Autodetect only picks ports whose hardware ID matches a known board; a usbipd/WSL-forwarded serial "
              "device isn't matched.",
        workaround="Name the port: `pio run -t upload --upload-port /dev/ttyACM0`.",
        evidence=["```\nLooking for upload port...\nError: Please specify `upload_port` for environment or use global "
                  "`--upload-port` option.\n```",
                  "`pio run -e esp32dev -t upload --upload-port /dev/ttyACM0` → `[SUCCESS] Took 34.02 seconds`"])


def later_j() -> None:
    L = "t17-pio-upload-port"
    T.later(
        "l-pio-ini", GH, "2026-04-08T18:30:00Z", "main",
        ("user", "Flash the greenhouse board again (still the usbipd port) and make it stick so I can just run "
                 "upload."),
        ("edit", f"{GH}/platformio.ini", "[env:esp32dev]\nboard = esp32dev\n",
         "[env:esp32dev]\nboard = esp32dev\nupload_port = /dev/ttyACM0\n"),
        ("bash", "pio run -e esp32dev -t upload", upload("esp32dev", "esp32dev", True, "33.61"), False),
    )
    T.pair(L, "l-pio-ini", "applied", "upload_port set in platformio.ini (a config file instead of the option); the "
           "upload succeeds")
    T.later(
        "l-pio-env", "/home/dev/weather-node", "2026-04-12T20:00:00Z", "main",
        ("user", "Flash weather-node to the S3 board; in WSL it shows up as /dev/ttyACM1."),
        ("bash", "PLATFORMIO_UPLOAD_PORT=/dev/ttyACM1 pio run -e esp32s3 -t upload",
         upload("esp32s3", "esp32-s3-devkitc-1", True, "41.20"), False),
    )
    T.pair(L, "l-pio-env", "applied", "the port given through PLATFORMIO_UPLOAD_PORT (an env var) on a forwarded "
           "WSL port; the upload succeeds")
    T.later(
        "l-pio-eq", GH, "2026-04-16T19:15:00Z", "feature/c3",
        ("user", "Flash the C3 variant; it's forwarded from Windows as /dev/ttyACM0 as well."),
        ("bash", "pio run -e esp32c3 -t upload --upload-port=/dev/ttyACM0",
         upload("esp32c3", "esp32-c3-devkitm-1", True, "28.77"), False),
    )
    T.pair(L, "l-pio-eq", "applied", "--upload-port=/dev/ttyACM0 (the = spelling) on a forwarded port; the upload "
           "succeeds")
    T.later(
        "l-pio-c3", GH, "2026-04-20T18:45:00Z", "feature/c3",
        ("user", "New env esp32c3-lowpower, flash it (same usbipd setup)."),
        ("bash", "pio run -e esp32c3-lowpower -t upload", upload("esp32c3-lowpower", "esp32-c3-devkitm-1", False,
                                                                 "19.02"), True),
        ("bash", "pio run -e esp32c3-lowpower -t upload --upload-port /dev/ttyACM0",
         upload("esp32c3-lowpower", "esp32-c3-devkitm-1", True, "27.90"), False),
    )
    T.pair(L, "l-pio-c3", "recurred", "the upload_port error again for another environment before the port is "
           "named")
    T.later(
        "l-pio-ci", GH, "2026-04-24T07:30:00Z", "ci/hil",
        ("user", "the hardware-in-the-loop job on the lab runner failed:\n```\n$ pio run -e esp32dev -t upload\n" +
         NO_PORT + "\n========================= [FAILED] Took 20.11 seconds =========================\nERROR: Job "
                   "failed: exit code 1\n```\nthe board is on the runner's /dev/ttyACM2"),
        ("say", "The runner forwards the board the same way, so autodetect can't find it. I'll pass the port in the "
                "job."),
        ("edit", f"{GH}/.gitlab-ci.yml", "    - pio run -e esp32dev -t upload",
         "    - pio run -e esp32dev -t upload --upload-port /dev/ttyACM2"),
    )
    T.pair(L, "l-pio-ci", "recurred", "the pasted CI log holds the upload_port error from the lab runner")
    T.later(
        "l-pio-unrelated", GH, "2026-04-28T19:40:00Z", "main",
        ("user", "Flash the latest build to the greenhouse board."),
        ("bash", "pio run -e esp32dev -t upload", upload("esp32dev", "esp32dev", False, "20.47"), True),
        ("user", "never mind, skip that board, it's being rewired. Flash the spare one on /dev/ttyACM1 for the "
                 "range test instead."),
        ("bash", "pio run -e esp32dev -t upload --upload-port /dev/ttyACM1", upload("esp32dev", "esp32dev", True,
                                                                                    "33.05"), False),
    )
    T.pair(L, "l-pio-unrelated", "recurred", "the upload_port error comes back; the port is then named only to flash "
           "a different board for another reason: a recurrence, not applied")
    T.later(
        "l-pio-monitor-prose", GH, "2026-05-03T21:00:00Z", "main",
        ("user", "Open the serial monitor with the exception decoder. (upload_port is only for flashing, right?)"),
        ("bash", "timeout 10 pio device monitor -p /dev/ttyACM0 -b 115200 -f esp32_exception_decoder",
         "--- Terminal on /dev/ttyACM0 | 115200 8-N-1\n--- Available filters and text transformations: "
         "esp32_exception_decoder\n[greenhouse] soil=41% temp=22.8C", False),
        ("say", "Yes: upload_port / --upload-port only affect flashing; the monitor takes its own -p."),
    )
    T.pair(L, "l-pio-monitor-prose", "neither", "serial monitor only; upload_port discussed in prose, no upload run, "
           "no failure")
    T.later(
        "l-pio-before", GH, "2026-03-07T18:00:00Z", "main",
        ("user", "flash it to /dev/ttyACM0"),
        ("bash", "pio run -e esp32dev -t upload --upload-port /dev/ttyACM0", upload("esp32dev", "esp32dev", True,
                                                                                    "35.12"), False),
    )
    T.pair(L, "l-pio-before", "neither", "names the port on upload, but dated before the lesson's source session")
