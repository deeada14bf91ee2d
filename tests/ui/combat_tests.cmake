# SPDX-License-Identifier: GPL-3.0-or-later
wm_add_test(tst_combatsteps SOURCES core/tst_combatsteps.cpp core/testgames.h core/testunits.h LIBS wmcore)
wm_add_test(tst_combatdialog SOURCES ui/tst_combatdialog.cpp ui/resolvertesting.h core/testgames.h LIBS wmui)
target_include_directories(tst_combatdialog PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core ${CMAKE_CURRENT_SOURCE_DIR}/ui)
