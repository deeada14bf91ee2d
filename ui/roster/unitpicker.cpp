// SPDX-License-Identifier: GPL-3.0-or-later
#include "unitpicker.h"

#include "ui/roster/armyunitsmodel.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>

namespace wm {

UnitPicker::UnitPicker(Widgets widgets, QObject *parent)
    : QObject(parent)
    , m_w(widgets)
    , m_model(new ArmyUnitsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(ArmyUnitsModel::NameColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_w.units->setModel(m_proxy);
    QHeaderView *header = m_w.units->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ArmyUnitsModel::NameColumn, QHeaderView::Stretch);
    m_w.units->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    connect(m_w.search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setFilterFixedString(text.trimmed());
        // The first match is ready to be added with Enter.
        if (m_proxy->rowCount() > 0 && !m_w.units->selectionModel()->hasSelection())
            m_w.units->setCurrentIndex(m_proxy->index(0, 0));
        updateAddButton();
    });
    connect(m_w.search, &QLineEdit::returnPressed, this, &UnitPicker::addCurrent);
    // Enter and double-click both activate.
    connect(m_w.units, &QAbstractItemView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT unitChosen(index.data(ArmyUnitsModel::UnitIdRole).toString()); });
    connect(m_w.add, &QPushButton::clicked, this, &UnitPicker::addCurrent);
    updateAddButton();
}

void UnitPicker::setList(const ArmyList *list)
{
    if (m_shownList != list) {
        m_shownList = list;
        m_model->setList(list);
        if (m_proxy->rowCount() > 0)
            m_w.units->setCurrentIndex(m_proxy->index(0, 0));
    }
    updateAddButton();
}

void UnitPicker::focusSearch()
{
    m_w.search->setFocus(Qt::ShortcutFocusReason);
    m_w.search->selectAll();
}

void UnitPicker::addCurrent()
{
    QModelIndex index = m_w.units->currentIndex();
    if (!index.isValid() && m_proxy->rowCount() > 0)
        index = m_proxy->index(0, 0);
    if (index.isValid())
        Q_EMIT unitChosen(index.data(ArmyUnitsModel::UnitIdRole).toString());
}

void UnitPicker::updateAddButton()
{
    m_w.add->setEnabled(m_shownList && m_proxy->rowCount() > 0);
}

} // namespace wm
