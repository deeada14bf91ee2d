# SPDX-License-Identifier: GPL-3.0-or-later
wm_add_test(tst_shootingsteps SOURCES core/tst_shootingsteps.cpp core/testunits.h core/metatypes.h LIBS wmcore)
target_include_directories(tst_shootingsteps PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core)
wm_add_test(tst_shootingdialog SOURCES ui/tst_shootingdialog.cpp ui/resolvertesting.h core/testgames.h LIBS wmui)
target_include_directories(tst_shootingdialog PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core ${CMAKE_CURRENT_SOURCE_DIR}/ui)
