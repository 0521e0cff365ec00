<?php

namespace App\Events;

use App\Models\User;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** A deposit was credited (PaymentFulfilledEvent in server/openapi.yaml). */
class PaymentFulfilled implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(
        private User $user,
        public string $amount,
        public string $currency_code,
        public string $balance,
    ) {}

    public function broadcastOn(): array
    {
        return [new PrivateChannel($this->user)];
    }

    public function broadcastAs(): string
    {
        return 'PaymentFulfilled';
    }
}
