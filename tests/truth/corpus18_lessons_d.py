"""Labelled lessons of corpus18, part D (sessions of corpus18_sources_c.py: Verilator, OpenOCD with an STM32, Puppet
PDK, WP-CLI on Bedrock). Each lesson is written as a model replies it; its labels were written from the session text
before anything judged it."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus18_common import G, K, sid
from tests.truth.corpus18_sources_c import OPENOCD, PUPPET


def _verilator() -> list[dict[str, Any]]:
    s = "verilator-uart"
    return [
        G("074", s, "Unsized 1 makes a 32-bit add: use a sized literal for narrow counters in Verilator",
          "`verilator --lint-only -Wall` flags WIDTHEXPAND/WIDTHTRUNC on `bit_cnt <= bit_cnt + 1;`.",
          "Silencing the warning with lint_off.", "An unsized decimal literal is 32 bits wide.",
          "Write `bit_cnt <= bit_cnt + 4'd1;`.",
          "%Warning-WIDTHTRUNC: `Operator ASSIGNDF expects 4 bits on the Assign RHS, but Assign RHS's ADD generates "
          "32 bits.` (plus WIDTHEXPAND) → `bit_cnt <= bit_cnt + 4'd1;` → `LINT_CLEAN`",
          "real", "rerun_passes", "the lint is re-run after the edit and prints LINT_CLEAN", ["code spans", "arrows"],
          {"failure": "Assign RHS's ADD generates 32 bits", "fix": "LINT_CLEAN",
           "evidence": "Assign RHS's ADD generates 32 bits"}, category="build_config"),
        G("075", s, "Verilator 5 needs --timing for # delays in testbenches",
          "`make sim` stops with NEEDTIMINGOPT on a `#2` delay.", "Deleting the delays from the testbench.",
          "Verilator 5 won't guess how to treat delays.", "Add `--timing` to the verilator command.",
          "`make sim`: `%Error-NEEDTIMINGOPT: tb/tb_uart.sv:12:20: Use --timing or --no-timing to specify how delays "
          "should be handled` (`make: *** [Makefile:9: sim] Error 1`) — add `--timing`; scripts/fix_sim_timing.sh "
          "written for it",
          "real", "write_named_like_fix", "only a script named like the fix is written; it never runs and the person "
          "stops before make sim is retried", ["code spans", "dash", "exit line"],
          {"failure": "NEEDTIMINGOPT", "fix": "fix_sim_timing.sh", "evidence": "NEEDTIMINGOPT"},
          category="build_config"),
        G("076", s, "fix_sim_timing.sh gets make sim running on Verilator 5",
          "NEEDTIMINGOPT.", "No --timing.", "Delays.", "Run the script.",
          "`make sim` passed after scripts/fix_sim_timing.sh added `--timing`",
          "invented", "names_false_claim", "the script was only written; make sim never ran again",
          ["false outcome", "code spans"], {"evidence": "fix_sim_timing.sh"}, category="build_config"),
        G("077", s, "Unused rx_busy signal trips -Wall in uart_tx",
          "Lint fails on an unused signal.", "Leaving debug signals.", "UNUSEDSIGNAL under -Wall.",
          "Remove or mark it.", "`%Warning-UNUSEDSIGNAL: rtl/uart_tx.sv:12:17: Signal is not used: 'rx_busy'`",
          "invented", "never_seen_error", "the lint reported only the two width warnings", ["code span"],
          {"evidence": "verilator --lint-only -Wall rtl/uart_tx.sv"}, category="build_config"),
        K("078", s, "Verilator warnings carry a description URL and the lint_off comment to use",
          "Deciding whether to fix or silence a Verilator warning.",
          "Open the `https://verilator.org/warn/<CODE>` link the warning prints; prefer a fix over lint_off.",
          "Each warning names its code and version-specific docs.",
          "`verilator --lint-only -Wall` prints `For warning description see "
          "https://verilator.org/warn/WIDTHEXPAND?v=5.024` and ends `%Error: Exiting due to 2 warning(s)`",
          "real", "knowledge", "both lines are in the first lint output", ["code spans"],
          {"evidence": "https://verilator.org/warn/WIDTHEXPAND?v=5.024"}, category="debugging_technique"),
        G("079", s, "Counter increment widens to 5 bits in Verilator",
          "WIDTHTRUNC.", "Unsized literal.", "Width.", "Sized literal.",
          "`Operator ASSIGNDF expects 4 bits on the Assign RHS, but Assign RHS's ADD generates 5 bits.`",
          "invented", "near_miss", "Verilator said the ADD generates 32 bits", ["code span", "wrong number"],
          {"evidence": "Operator ASSIGNDF expects 4 bits"}, category="build_config"),
    ]


def _openocd() -> list[dict[str, Any]]:
    s = "openocd-stm32"
    return [
        G("080", s, "Firmware that sleeps early blocks SWD: connect under reset with connect_assert_srst",
          "`make flash` fails: init mode failed (unable to connect to the target).",
          "Lowering the adapter speed.", "The MCU sleeps and disables its debug pins before OpenOCD attaches.",
          "`-c \"reset_config srst_only connect_assert_srst\"` before the target config.",
          "`Error: init mode failed (unable to connect to the target)` (make flash, `Error 1`) → added "
          "`-c \"reset_config srst_only connect_assert_srst\"` → `** Verified OK **`",
          "real", "edit_then_pass", "the Makefile edit is followed by make flash programming and verifying",
          ["arrows", "code spans", "nested quotes"],
          {"failure": "init mode failed (unable to connect to the target)", "fix": "** Verified OK **",
           "evidence": "init mode failed"}, category="tool_quirk"),
        G("081", s, "SWO printf needs OpenOCD's tpiu config and itm port commands",
          "printf over SWO shows nothing in the viewer.", "Expecting SWO output from a plain flash.",
          "OpenOCD captures no trace unless told to.",
          "`tpiu config internal swo.log uart off 168000000` and `itm port 0 on` after init.",
          "printf over SWO showed nothing; needed `tpiu config internal swo.log uart off 168000000` + "
          "`itm port 0 on` (offered as a `make swo` target)",
          "real", "question_offers_flag", "the commands are offered as a question; the person declines and uses the "
          "UART", ["prose", "code spans"],
          {"failure": "my printf over SWO shows nothing", "fix": "Want me to add a `make swo` target",
           "evidence": "itm port 0 on"}, category="debugging_technique"),
        G("082", s, "Float printf pulls full newlib's _vfprintf_r/_dtoa_r: link with nano.specs",
          "text grew to 48212 bytes after one printf.", "Hunting for large arrays in the code.",
          "Full newlib printf with float support.", "`--specs=nano.specs -u _printf_float` in LDFLAGS.",
          [f"[{sid(OPENOCD, 'arm-none-eabi-size build/thermo-node.elf')}] `arm-none-eabi-size build/thermo-node.elf`:"
           " text `48212`", "`arm-none-eabi-nm --size-sort -S` → `_vfprintf_r`, `_dtoa_r`",
           "LDFLAGS `--specs=nano.specs -u _printf_float` → text `22980`"],
          "real", "edit_then_pass", "after the LDFLAGS edit make + size shows 22980", ["evidence list", "arrows",
                                                                                       "step id inline"],
          {"failure": "  48212", "fix": "  22980", "evidence": "_dtoa_r"}, category="performance"),
        G("083", s, "newlib-nano halves an STM32 binary",
          "Big binary.", "Full newlib.", "printf.", "nano.specs.",
          "with `--specs=nano.specs` text dropped from `48212` to `19870` bytes",
          "invented", "invented_detail", "the size after the change was 22980", ["code spans", "wrong number"],
          {"evidence": "--specs=nano.specs"}, category="performance"),
        G("084", s, "arm-none-eabi-size can't read the ELF while the board is attached",
          "Size check errors.", "Board plugged in.", "Connection.", "Unplug.",
          "`arm-none-eabi-size build/thermo-node.elf` failed: `Error: init mode failed (unable to connect to the "
          "target)`",
          "invented", "other_call_error", "that error came from OpenOCD during make flash; size printed its table",
          ["code spans", "wrong call"], {"evidence": "arm-none-eabi-size build/thermo-node.elf"}),
        K("085", s, "Find what bloats an embedded binary with nm --size-sort",
          "Flash usage jumped.", "`arm-none-eabi-nm --size-sort -S <elf> | tail` lists the largest symbols.",
          "Library code like printf shows up by name.",
          "`arm-none-eabi-nm --size-sort -S build/thermo-node.elf | tail -4` → `0800c0e4 000021a4 T _dtoa_r`",
          "real", "knowledge", "the nm call and its output", ["code spans", "arrow"],
          {"evidence": "0800c0e4 000021a4 T _dtoa_r"}, category="debugging_technique"),
        K("086", s, "Enable ITM port 0 for SWO printf",
          "printf over SWO.", "Add `itm port 0 on` to the OpenOCD call.", "ITM stimulus port 0 carries printf.",
          "SWO printf appeared in the viewer once `itm port 0 on` was added to the openocd call",
          "invented", "names_false_claim", "SWO was never configured; the person switched to the UART",
          ["false outcome", "code span"], {"evidence": "itm port 0 on"}, category="debugging_technique"),
    ]


def _puppet() -> list[dict[str, Any]]:
    s = "pdk-fixtures"
    return [
        G("087", s, "metadata-json-lint rejects open-ended dependency ranges",
          "`pdk validate` fails in the metadata validators.", "Disabling the metadata check.",
          "`>= 4.13.1` has no upper bound.", "Give it one: `\">= 4.13.1 < 10.0.0\"`.",
          "pdk validate → `Dependency puppetlabs-stdlib has an open ended dependency version requirement >= 4.13.1`;"
          " `\">= 4.13.1 < 10.0.0\"` in metadata.json; `pdk validate metadata` → "
          "`[✔] Checking module metadata style (metadata.json).`",
          "real", "rerun_passes", "the metadata validators are re-run after the edit and pass",
          ["arrows", "code spans", "nested quotes"],
          {"failure": "open ended dependency version requirement", "fix": "pdk validate metadata",
           "evidence": "open ended dependency version requirement"}, category="project_convention"),
        G("088", s, "rspec-puppet needs stdlib in .fixtures.yml when the class includes it",
          "`pdk test unit`: Could not find class ::stdlib.", "Installing stdlib globally.",
          ".fixtures.yml only symlinks the module itself.", "Add `stdlib: \"puppetlabs-stdlib\"` under forge_modules.",
          "`Could not find class ::stdlib for ubuntu-22-04-x86-64` — added `stdlib: \"puppetlabs-stdlib\"` under "
          "forge_modules in .fixtures.yml; `pdk test unit` still `27 examples, 1 failure`",
          "real", "rerun_still_fails", "the unit tests re-run after the fixtures edit fail the same way",
          ["code spans", "dash"],
          {"failure": "Could not find class ::stdlib", "fix": "stdlib: \"puppetlabs-stdlib\"",
           "evidence": "Could not find class ::stdlib"}, category="test_strategy"),
        G("089", s, "PDK keeps stale fixtures: use --clean-fixtures after editing .fixtures.yml",
          "Adding a fixture changes nothing.", "Re-running `pdk test unit` unchanged.",
          "spec/fixtures/modules was already populated.", "`pdk test unit --clean-fixtures`.",
          f"[{sid(PUPPET, '3.38 seconds')}] second `pdk test unit` again `27 examples, 1 failure`; suggested "
          "`pdk test unit --clean-fixtures` to refetch spec/fixtures/modules",
          "real", "only_suggested", "the clean-fixtures run is only proposed; the person will run it after lunch",
          ["step id inline", "code spans"],
          {"failure": "Could not find class ::stdlib", "fix": "`pdk test unit --clean-fixtures` deletes",
           "evidence": "3.38 seconds"}, category="test_strategy"),
        G("090", s, "rspec-puppet can't find stdlib on ubuntu 22.04 facts",
          "Catalogue compile error.", "Missing fixture.", "Fixtures.", "Add stdlib.",
          "`Could not find class ::stdlib for ubuntu-22.04-x86_64`",
          "invented", "near_miss", "the node name in the error is ubuntu-22-04-x86-64", ["code span", "altered name"],
          {"evidence": "Could not find class ::stdlib"}, category="test_strategy"),
        G("091", s, "Adding stdlib to .fixtures.yml makes ntp_lite's unit tests pass",
          "stdlib not found.", "No fixture.", "Missing fixture.", "Add it.",
          "after adding stdlib to .fixtures.yml, `pdk test unit` passed",
          "invented", "names_false_claim", "pdk test unit failed again with 1 failure", ["false outcome"],
          {"evidence": "stdlib: \"puppetlabs-stdlib\""}, category="test_strategy"),
        K("092", s, "Run one PDK validator group with `pdk validate metadata`",
          "Iterating on a single validation failure.", "`pdk validate <group>` instead of all validators.",
          "Faster, and the output shows only that group.",
          "`pdk validate metadata` re-ran only `Running metadata validators`",
          "real", "knowledge", "the narrow validate call and its output", ["code spans"],
          {"evidence": "pdk validate metadata"}),
    ]


def _wpcli() -> list[dict[str, Any]]:
    s = "wpcli-bedrock"
    return [
        G("093", s, "Run WP-CLI as the site owner instead of --allow-root",
          "WP-CLI aborts with its YIKES root warning.", "Adding --allow-root.",
          "Running as root lets plugin code run with full privileges and leaves root-owned files.",
          "`sudo -u www-data wp ... --path=web/wp`.",
          "`wp plugin update --all --path=web/wp` as root → `Error: YIKES! It looks like you're running this as "
          "root.`; the safe form is `sudo -u www-data wp plugin update --all --path=web/wp`",
          "real", "ran_the_trap", "the session then ran the update with --allow-root, the trap itself; sudo -u "
          "www-data was never used for it", ["arrow", "code spans"],
          {"failure": "YIKES! It looks like you're running this as root",
           "fix": "wp plugin update --all --path=web/wp --allow-root", "evidence": "YIKES!"}, category="security"),
        G("094", s, "Plugin updates run as root leave root-owned upload dirs: chown back to www-data",
          "Media uploads fail with 'unable to create directory' after the update.", "chmod 777 on uploads.",
          "The root run created web/app/uploads/2024/06 as root.",
          "`chown -R www-data:www-data web/app/uploads web/app/plugins`.",
          "`ls -ld web/app/uploads/2024/06` → `drwxr-xr-x  2 root root 4096 Jun  6 10:02 web/app/uploads/2024/06`; "
          "`chown -R www-data:www-data web/app/uploads web/app/plugins` ... `WRITE_OK`; user: \"uploads work again\"",
          "real", "person_confirms", "chown and a write probe as www-data succeed, and the person confirms right "
          "after", ["arrow", "ellipsis", "quoted user reply"],
          {"failure": "drwxr-xr-x  2 root root", "fix": "uploads work again", "evidence": "drwxr-xr-x  2 root root"},
          category="security", scope="project"),
        K("095", s, "Dry-run wp search-replace before a domain move",
          "Changing a WordPress site's URL.", "`wp search-replace OLD NEW --dry-run --report-changed-only` first.",
          "It shows tables, columns and counts without writing.",
          "`wp search-replace 'http://shop.local' 'https://shop.example.com' --dry-run` → "
          "`Success: 618 replacements to be made.`",
          "real", "knowledge", "the dry-run call and its summary", ["code spans", "arrow"],
          {"evidence": "618 replacements to be made"}),
        G("096", s, "WP-CLI can't reach the database from the Bedrock root",
          "DB connection error.", "Wrong .env.", "Bedrock env.", "Use --path.",
          "`Error: Error establishing a database connection.`",
          "invented", "never_seen_error", "no database error appears in the session", ["code span"],
          {"evidence": "This does not seem to be a WordPress installation"}),
        G("097", s, "Bedrock needs --path, even with the right directory",
          "Not a WordPress installation.", "cd only.", "Core in web/wp.", "--path=web/wp.",
          "`wp plugin update --all --path=web/wp` failed with `This does not seem to be a WordPress installation`",
          "invented", "other_call_error", "that error came from the call without --path; with it WP-CLI refused root",
          ["code spans", "wrong call"], {"evidence": "wp plugin update --all --path=web/wp"}),
        G("098", s, "WooCommerce minor update in place with WP-CLI",
          "Plugin updates.", "Dashboard updates.", "Updates are atomic per plugin.", "wp plugin update --all.",
          "`Success: Updated 3 of 3 plugins.` — woocommerce went to `8.9.1`",
          "invented", "invented_detail", "woocommerce went from 8.8.2 to 8.9.3", ["code spans", "wrong version"],
          {"evidence": "Success: Updated 3 of 3 plugins."}),
    ]


def records() -> list[dict[str, Any]]:
    return [*_verilator(), *_openocd(), *_puppet(), *_wpcli()]
