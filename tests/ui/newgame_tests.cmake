# SPDX-License-Identifier: GPL-3.0-or-later
# The New Game wizard and the dice log.
wm_add_test(tst_newgamewizard SOURCES ui/tst_newgamewizard.cpp LIBS wmui)
wm_add_test(tst_dicelog SOURCES ui/tst_dicelog.cpp core/testgames.h LIBS wmui)
target_include_directories(tst_dicelog PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core)
