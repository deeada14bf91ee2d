# SPDX-License-Identifier: GPL-3.0-or-later
# The Orders resolver: the penalties an order will have before any dice, the walk-through of an order,
# and the dialog.
wm_add_test(tst_ordersteps SOURCES core/tst_ordersteps.cpp core/testgames.h core/testunits.h LIBS wmcore)
target_include_directories(tst_ordersteps PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core)
wm_add_test(tst_orderdialog SOURCES ui/tst_orderdialog.cpp ui/resolvertesting.h core/testgames.h LIBS wmui)
target_include_directories(tst_orderdialog PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/core ${CMAKE_CURRENT_SOURCE_DIR}/ui)
