// SPDX-License-Identifier: GPL-3.0-or-later
#include "savedrosterspanel.h"

#include "core/armies/armylists.h"
#include "ui/roster/messagebar.h"

#include <QComboBox>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>

namespace wm {

SavedRostersPanel::SavedRostersPanel(const ArmyLists &lists, RosterStore *store, MessageBar *messages, Widgets widgets,
                                     QWidget *window)
    : QObject(window)
    , m_lists(lists)
    , m_store(store)
    , m_messages(messages)
    , m_w(widgets)
    , m_window(window)
{
    m_w.rosters->setPlaceholderText(tr("No saved rosters"));
    connect(m_w.rosters, &QComboBox::currentIndexChanged, this, &SavedRostersPanel::updateButtons);
    connect(m_w.open, &QPushButton::clicked, this, [this]() {
        const QVariant id = m_w.rosters->currentData();
        if (id.isValid())
            Q_EMIT openRequested(id.toLongLong());
    });
    connect(m_w.remove, &QPushButton::clicked, this, &SavedRostersPanel::deleteChosen);
    updateButtons();
}

void SavedRostersPanel::refresh(std::optional<RosterId> open)
{
    QComboBox *box = m_w.rosters;
    {
        const QSignalBlocker blocker(box);
        box->clear();
        if (m_store) {
            const Result<QList<RosterSummary>> all = m_store->list();
            if (!all) {
                m_messages->show(all.error().message, MessageBar::Kind::Problem);
            } else {
                const QLocale locale;
                for (const RosterSummary &s : all.value()) {
                    const ArmyList *list = m_lists.find(s.ruleset, s.armyKey);
                    const QString army = list ? list->name : s.armyKey.isEmpty() ? tr("no army list") : s.armyKey;
                    const QString name = s.name.isEmpty() ? tr("Unnamed roster") : s.name;
                    box->addItem(tr("%1 (%2, %3 points)").arg(name, army, locale.toString(s.pointsLimit)), s.id);
                    box->setItemData(box->count() - 1, Ruleset::name(s.ruleset), Qt::ToolTipRole);
                }
            }
        }
        const int shown = open ? box->findData(*open) : -1;
        box->setCurrentIndex(shown >= 0 ? shown : (box->count() > 0 ? 0 : -1));
    }
    updateButtons();
}

void SavedRostersPanel::deleteChosen()
{
    const QVariant chosen = m_w.rosters->currentData();
    if (!m_store || !chosen.isValid())
        return;
    const RosterId id = chosen.toLongLong();
    auto *box =
        new QMessageBox(QMessageBox::Question, tr("Delete Roster"),
                        tr("Delete the saved roster %1? This cannot be undone.").arg(m_w.rosters->currentText()),
                        QMessageBox::Yes | QMessageBox::No, m_window);
    box->setDefaultButton(QMessageBox::No);
    box->setObjectName(QStringLiteral("deleteQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, id]() {
        if (box->standardButton(box->clickedButton()) != QMessageBox::Yes)
            return;
        if (auto error = m_store->remove(id)) {
            m_messages->show(error->message, MessageBar::Kind::Problem);
            return;
        }
        Q_EMIT deleted(id);
    });
    // open(), not exec(): nothing waits on the answer.
    box->open();
}

void SavedRostersPanel::updateButtons()
{
    const bool chosen = m_store && m_w.rosters->currentIndex() >= 0;
    m_w.open->setEnabled(chosen);
    m_w.remove->setEnabled(chosen);
    m_w.rosters->setEnabled(m_store && m_w.rosters->count() > 0);
}

} // namespace wm
