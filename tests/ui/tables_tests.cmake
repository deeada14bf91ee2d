# SPDX-License-Identifier: GPL-3.0-or-later
# The Special Tables resolver: the tables each ruleset offers, the walk-through of each kind of roll,
# and the dialog.
wm_add_test(tst_tablesteps SOURCES core/tst_tablesteps.cpp core/testgames.h core/testunits.h LIBS wmcore)
target_include_directories(tst_tablesteps PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core)
wm_add_test(tst_tabledialog SOURCES ui/tst_tabledialog.cpp ui/resolvertesting.h core/testgames.h LIBS wmui)
target_include_directories(tst_tabledialog PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core ${CMAKE_CURRENT_SOURCE_DIR}/ui)
