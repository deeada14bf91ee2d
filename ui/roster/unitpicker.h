// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace wm {

class ArmyUnitsModel;
struct ArmyList;

// The units of the roster's army list, to find by name and add: the search field, the table of
// units and the Add button. Enter, a double-click or Add asks for the unit to be added.
class UnitPicker : public QObject
{
    Q_OBJECT

public:
    struct Widgets
    {
        QLineEdit *search;
        QTableView *units;
        QPushButton *add;
    };

    explicit UnitPicker(Widgets widgets, QObject *parent = nullptr);

    // Offers the units of `list` (none without one); they are read again only when it changes.
    void setList(const ArmyList *list);
    // Puts the cursor in the search field, its text selected to be typed over.
    void focusSearch();

Q_SIGNALS:
    void unitChosen(const QString &unitId);

private:
    void addCurrent();
    void updateAddButton();

    Widgets m_w;
    ArmyUnitsModel *m_model;
    QSortFilterProxyModel *m_proxy;
    const ArmyList *m_shownList = nullptr;
};

} // namespace wm
