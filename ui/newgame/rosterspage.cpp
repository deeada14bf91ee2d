// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterspage.h"

#include "core/storage/rosterstore.h"
#include "ui/newgame/rosterchoice.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace wm {

RostersPage::RostersPage(RosterStore &store, const ArmyLists &lists, QWidget *parent)
    : QWizardPage(parent)
    , m_store(store)
{
    setTitle(tr("Armies"));

    // Two rosters with their warnings and import notes can be taller than the window: they scroll.
    auto *content = new QWidget;
    auto *choices = new QVBoxLayout(content);
    choices->setContentsMargins(0, 0, 0, 0);
    for (Side side : Side::both()) {
        auto *choice = new RosterChoice(side, store, lists, content);
        m_choices[side] = choice;
        choices->addWidget(choice);
        connect(choice, &RosterChoice::changed, this, &QWizardPage::completeChanged);
        connect(choice, &RosterChoice::imported, this, [this, choice](std::optional<RosterId> usable) {
            refreshRosters();
            if (usable)
                choice->select(*usable);
        });
    }

    choices->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("rostersError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->hide();
    layout->addWidget(m_error);

    m_edit = new QPushButton(tr("Edit Rosters..."), this);
    m_edit->setObjectName(QStringLiteral("editRosters"));
    m_edit->hide();
    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (m_editRosters)
            m_editRosters();
    });
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_edit);
    layout->addLayout(buttons);
}

void RostersPage::setFileChooser(const FileChooser &chooser)
{
    for (RosterChoice *choice : m_choices)
        choice->setFileChooser(chooser);
}

void RostersPage::setEditRosters(std::function<void()> editRosters)
{
    m_editRosters = std::move(editRosters);
    m_edit->setVisible(bool(m_editRosters));
}

void RostersPage::refreshRosters()
{
    const Result<QList<RosterSummary>> rosters = m_store.list();
    if (!rosters) {
        m_error->setText(tr("The saved rosters cannot be read: %1").arg(rosters.error().message));
        m_error->show();
    } else {
        m_error->hide();
    }
    const QList<RosterSummary> offered = rosters ? rosters.value() : QList<RosterSummary>{};
    for (RosterChoice *choice : m_choices)
        choice->setRosters(offered, ruleset());
}

const Roster *RostersPage::roster(Side side) const
{
    return m_choices[side]->roster();
}

void RostersPage::initializePage()
{
    setSubTitle(tr("Each player chooses a saved roster for %1, or imports one.").arg(Ruleset::name(ruleset())));
    for (Side side : Side::both())
        m_choices[side]->setPlayerName(field(QStringLiteral("player%1Name").arg(side.index())).toString().trimmed());
    refreshRosters();
}

bool RostersPage::isComplete() const
{
    return roster(Side::first()) && roster(Side::second());
}

RulesetId RostersPage::ruleset() const
{
    return field(QStringLiteral("revolution")).toBool() ? RulesetId::Revolution : RulesetId::Warmaster;
}

} // namespace wm
