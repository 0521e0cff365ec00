<?php

namespace App\Events;

use App\Models\User;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** A cash prize was paid (CashRewardNotificationEvent in server/openapi.yaml). */
class CashRewardNotification implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(
        private User $user,
        public int $id,
        public string $amount,
        public string $currency_code,
        public string $description,
    ) {}

    public function broadcastOn(): array
    {
        return [new PrivateChannel($this->user)];
    }

    public function broadcastAs(): string
    {
        return 'CashRewardNotification';
    }
}
